import { DEVICE_HEADER, deviceId } from '../../foundation/device.ts';

type ClientModule = typeof import('better-auth/client');

const create = ({ createAuthClient }: ClientModule) =>
  createAuthClient({
    baseURL: window.location.origin,
    basePath: '/api/auth',
    fetchOptions: {
      // Sign-up is counted per device too, as the public writes are (docs/decisions/055).
      onRequest(context) {
        const device = context.method !== 'GET' ? deviceId() : null;
        if (device) context.headers.set(DEVICE_HEADER, device);
        return context;
      },
    },
  });

export type AuthClient = ReturnType<typeof create>;

let loading: Promise<AuthClient> | undefined;

/**
 * The identity service's browser client (better-auth, 12 KB gzip), loaded when a sign-in or sign-up
 * form is first touched rather than before the screen is drawn: the screen needs it only to send.
 * A failed load (offline) is forgotten, so that the next touch tries again.
 */
export function authClient(): Promise<AuthClient> {
  loading ??= import('better-auth/client').then(create, (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
