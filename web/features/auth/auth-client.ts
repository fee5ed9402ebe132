import { createAuthClient } from 'better-auth/client';

/** The identity service's browser client; loaded only with the sign-in and sign-up screens. */
export const authClient = createAuthClient({ baseURL: window.location.origin, basePath: '/api/auth' });
