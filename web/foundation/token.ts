import { ACCESS_TOKEN_KEY } from '../../common/constants.ts';

/** The product's access token lives in localStorage under 'accessToken' (beside the language and the random device id, web/foundation/device.ts). */
export const accessToken = {
  // (On the server, where pages are drawn, there is no storage: the drawing's reads carry their token.)
  get: () => globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null,
  set: (token: string) => localStorage.setItem(ACCESS_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(ACCESS_TOKEN_KEY),
  /** Seconds until the token expires (negative when expired), read from its payload. */
  secondsLeft(token: string): number {
    try {
      const payload = JSON.parse(
        atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
      ) as {
        exp?: number;
      };
      return (payload.exp ?? 0) - Date.now() / 1000;
    } catch {
      return -1;
    }
  },
};
