import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/database.ts';
import { signingSecret } from './secret.ts';

/*
 * Sessions and bearer tokens are both HS256 JWTs signed with the shared secret, so any
 * instance verifies them without a session store. The audience keeps the two domains apart
 * (a customer's token never opens an admin route) and `use` keeps a cookie from being
 * replayed as a bearer token or the other way round.
 */

export type Domain = 'admin' | 'store';
export type TokenUse = 'session' | 'bearer';

/** How long a session cookie and a bearer token stay valid (issue 4: bearer JWT, 24 h). */
export const TOKEN_TTL_SECONDS = 24 * 60 * 60;

const ISSUER = 'commerce-server';

export async function signToken(
  db: Db,
  domain: Domain,
  use: TokenUse,
  subject: string,
): Promise<string> {
  return new SignJWT({ use })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setAudience(domain)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
    .sign(await signingSecret(db));
}

/** The subject of a valid, unexpired token of this domain and use, else null. */
export async function verifyToken(
  db: Db,
  domain: Domain,
  use: TokenUse,
  token: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await signingSecret(db), {
      algorithms: ['HS256'],
      audience: domain,
      issuer: ISSUER,
    });
    return payload.use === use && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
