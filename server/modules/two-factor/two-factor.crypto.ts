import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are kept encrypted at rest (AES-256-GCM) under a key derived from JWT_SECRET with
 * HKDF, so a copy of the database alone does not let anyone mint codes. Changing JWT_SECRET
 * therefore turns every enrolled authenticator off (the secrets no longer decrypt).
 */
function keyFrom(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'wallet-platform', 'two-factor secret v1', 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(jwtSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(jwtSecret), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain secret, or undefined when it was sealed under another key or tampered with. */
export function openSecret(jwtSecret: string, sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(jwtSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
