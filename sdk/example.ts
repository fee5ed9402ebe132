import { pathToFileURL } from 'node:url';
import { createRoktosetu, RoktosetuError } from './index.ts';

/**
 * The volunteer's job from a script: sign in (an admin account), take a blood request, and read
 * the donors who may give to it, best first. Run: `npx tsx example.ts URL EMAIL PASSWORD`.
 */
export async function example(
  baseUrl: string,
  email: string,
  password: string,
  fetch?: typeof globalThis.fetch,
) {
  const roktosetu = createRoktosetu({ baseUrl, fetch });
  const me = await roktosetu.signIn(email, password);

  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const created = await roktosetu.api.POST('/api/blood-request', {
    body: {
      patient_name: 'Rahima Begum',
      requested_bloodGroup: 'bPositive',
      date: tomorrow,
      blood_quantity: '2',
      donation_place: 'Dhaka Medical College Hospital',
      number1: '01712345678',
    },
  });
  if (!created.data) throw new RoktosetuError(created.response.status, created.error);
  const requestId = created.data.insertedId;

  const matches = await roktosetu.api.GET('/api/blood-request/{id}/matches', {
    params: { path: { id: requestId }, query: { limit: 10 } },
  });
  if (!matches.data) throw new RoktosetuError(matches.response.status, matches.error);

  await roktosetu.signOut();
  return { me, requestId, matches: matches.data };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [baseUrl = 'http://localhost:3000', email = '', password = ''] = process.argv.slice(2);
  const { me, requestId, matches } = await example(baseUrl, email, password);
  console.log(
    `signed in as ${me.email} (${me.role}); blood request ${requestId}; ${matches.totalCount} donors may give`,
  );
}
