import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2) with OWASP's minimum: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account is not revealed by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-000');
  await verifyPassword(await dummy, password);
}
