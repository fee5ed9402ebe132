import { SignJWT, jwtVerify } from 'jose';

/** Who a valid access token speaks for: the user and the identity session it was issued under. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * The product's access token. It names the user and the identity session (`sid`) it was issued
 * under; the caller's role and whether that session still exists are read from the database on
 * every request, so a role change, a sign-out or an ended session take effect on the next request.
 */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(user: { id: string; email: string }, sessionId: string): Promise<string> {
    return new SignJWT({ email: user.email, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setAudience('roktosetu-api')
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for a missing, forged or expired one, or one without exp, sub or sid. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: 'roktosetu-api',
        // A token that never expires is refused, whoever signed it.
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const { sub, sid } = payload;
      return typeof sub === 'string' && typeof sid === 'string' && sub && sid
        ? { userId: sub, sessionId: sid }
        : null;
    } catch {
      return null;
    }
  }
}
