import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomBytes } from 'node:crypto';
import type { Role } from '../../src/contract/auth.ts';

export type SessionClaims = { sub: string; role: Role; tv: number };

const ALG = 'HS256';

export function createJwtCodec(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: SessionClaims): Promise<string> =>
      new SignJWT({ role: claims.role, tv: claims.tv })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(claims.sub)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    /** Returns the claims, or null for any token that is malformed, tampered, expired or of another algorithm. */
    verify: async (token: string): Promise<SessionClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALG] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        if (payload.role !== 'user' && payload.role !== 'admin') return null;
        return { sub: payload.sub, role: payload.role, tv: payload.tv };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

export type JwtCodec = ReturnType<typeof createJwtCodec>;
