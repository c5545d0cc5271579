import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomBytes } from 'node:crypto';
import type { Role } from '../../src/contract/auth.ts';

/** `sid`: the session row (server/db/schema-sessions.ts) the token was issued with; revoking it ends the token. */
export type SessionClaims = { sub: string; role: Role; tv: number; sid: string };

const ALG = 'HS256';

/** Tokens already verified, kept until they expire; bounded so a flood of tokens cannot grow it. */
const VERIFIED_MAX = 20_000;

export function createJwtCodec(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // Imported once: jose would import the raw bytes again at every sign and verify.
  const cryptoKey = crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  // A token is an immutable signed string, so its checked claims can be remembered until its exp:
  // each request then skips the HMAC. Revocation is unaffected (the session and token version are checked per request).
  const verified = new Map<string, { claims: SessionClaims; expMs: number }>();
  return {
    sign: async (claims: SessionClaims): Promise<string> =>
      new SignJWT({ role: claims.role, tv: claims.tv, sid: claims.sid })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(claims.sub)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await cryptoKey),
    /** Returns the claims, or null for any token that is malformed, tampered, expired or of another algorithm. */
    verify: async (token: string): Promise<SessionClaims | null> => {
      const known = verified.get(token);
      if (known) {
        if (known.expMs > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await cryptoKey, { algorithms: [ALG] });
        // A token without a session id (issued before sessions existed) is refused: every live token is a listed session.
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.sid !== 'string')
          return null;
        if (payload.role !== 'user' && payload.role !== 'admin') return null;
        const claims: SessionClaims = { sub: payload.sub, role: payload.role, tv: payload.tv, sid: payload.sid };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_MAX) verified.clear();
          verified.set(token, { claims, expMs: payload.exp * 1000 });
        }
        return claims;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

export type JwtCodec = ReturnType<typeof createJwtCodec>;
