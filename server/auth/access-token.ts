import { SignJWT, jwtVerify } from 'jose';

/**
 * The product's access token (after the identity service signs a person in, this server issues its own token for /api calls).
 * It names the user only; the role is read from the database on every request, so a role change
 * takes effect on the caller's next request.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(user: { id: string; email: string }): Promise<string> {
    return new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setAudience('roktosetu-api')
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The user id in a valid token, or null for a missing, forged or expired one. */
  async verify(token: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: 'roktosetu-api',
      });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }
}
