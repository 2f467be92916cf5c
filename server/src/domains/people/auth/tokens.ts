import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../../db/database.ts';
import { signingSecret } from './secret.ts';

/*
 * Session cookies and bearer tokens are both HS256 JWTs signed with the shared secret. The
 * signature lets any instance refuse a forged token without a database read; the `sid`
 * claim names the server-side session (sessions.ts) that makes the token revocable. The
 * audience keeps the two domains apart (a customer's token never opens an admin route) and
 * `use` keeps a cookie from being replayed as a bearer token or the other way round.
 */

export type Domain = 'admin' | 'store';
export type TokenUse = 'session' | 'bearer';

/** How long a session cookie and a bearer token stay valid (issue 4: bearer JWT, 24 h). */
export const TOKEN_TTL_SECONDS = 24 * 60 * 60;

const ISSUER = 'commerce-server';

export interface TokenClaims {
  /** The user or customer id. */
  subject: string;
  /** The auth_session row. */
  sessionId: string;
}

export async function signToken(
  db: Db,
  domain: Domain,
  use: TokenUse,
  claims: TokenClaims,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ use, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.subject)
    .setAudience(domain)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingSecret(db));
}

/**
 * The claims of a well-signed, unexpired token of this domain and use, else null. A token
 * without `exp` or `sid` (as signed before sessions were kept) is refused, so every token
 * accepted is one the server can revoke.
 */
export async function verifyToken(
  db: Db,
  domain: Domain,
  use: TokenUse,
  token: string,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(db), {
      algorithms: ['HS256'],
      audience: domain,
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    if (payload.use !== use || typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
      return null;
    return { subject: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
