/** The Find donors screen of a blood request (a dashboard route, web/app/router.tsx). */
export const matchesPath = (requestId: string) =>
  `/dashboard/blood-request/${encodeURIComponent(requestId)}/matches`;
