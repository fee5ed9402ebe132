/** The status behind a requester's link (read only by this page and its forms). */
export const requestStatusKeys = {
  one: (token: string) => ['request-status', token] as const,
};
