import type { Server } from 'node:http';
import Provider from 'oidc-provider';

export const OIDC_USER = {
  sub: 'oidc-user-1',
  email: 'oidc.user@example.com',
  name: 'ওআইডিসি ব্যবহারকারী',
};

/**
 * A local OpenID Connect provider standing in for Google: its development login screen accepts
 * any login, and every account is OIDC_USER.
 */
export async function startOidcProvider(port: number, redirectUri: string) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'roktosetu-test',
        client_secret: 'roktosetu-test-secret',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        claims: async () => ({
          ...OIDC_USER,
          sub: id === OIDC_USER.sub ? id : OIDC_USER.sub,
          email_verified: true,
        }),
      };
    },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
  });
  provider.proxy = false;
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(port, '127.0.0.1', () => resolve(s));
  });
  return {
    issuer,
    clientId: 'roktosetu-test',
    clientSecret: 'roktosetu-test-secret',
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
