import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { users, wallets } from '../../server/db/schema.ts';
import { createJwtCodec } from '../../server/lib/jwt.ts';
import { humanCode } from '../../server/lib/secrets.ts';
import { hashPassword } from '../../server/modules/auth/passwords.ts';
import { seedSessions } from '../../server/modules/sessions/sessions.seed.ts';
import { CLUSTER_SECRET } from './conservation-cluster.ts';

export type Investor = { id: string; email: string; token: string; main: string; profit: string; accountId: string };

/**
 * Inserts `count` verified investors straight into the database (one shared argon2 hash, so 1,000
 * users take a second, not minutes), half of them referred by an earlier one, with their wallets,
 * and signs each a session token with the servers' secret.
 */
export async function seedInvestors(db: Db, count: number): Promise<Investor[]> {
  const passwordHash = await hashPassword('correct horse battery');
  const rows = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), i }));
  const referrer = (i: number) => (i >= 10 && i % 2 === 0 ? (rows[Math.floor(Math.random() * i)]?.id ?? null) : null);
  for (let start = 0; start < count; start += 250) {
    const batch = rows.slice(start, start + 250);
    await db.insert(users).values(
      batch.map(({ id, i }) => ({
        id,
        email: `investor${i}@conservation.test`,
        username: `investor${i}`,
        passwordHash,
        firstName: 'Load',
        lastName: `Investor ${i}`,
        phone: '+1 555 0100',
        country: 'Canada',
        referralCode: humanCode(10),
        referredBy: referrer(i),
        emailVerifiedAt: new Date(),
      })),
    );
    await db.insert(wallets).values(
      batch.flatMap(({ id }) => [
        { userId: id, type: 'main' as const, name: 'Main Wallet', currency: 'USD' },
        { userId: id, type: 'profit' as const, name: 'Profit Wallet', currency: 'USD' },
      ]),
    );
  }
  const ws = await db
    .select()
    .from(wallets)
    .where(
      inArray(
        wallets.userId,
        rows.map((r) => r.id),
      ),
    );
  const jwt = createJwtCodec(CLUSTER_SECRET, 24 * 3600);
  const sids = await seedSessions(
    db,
    rows.map(({ id }) => ({ id, tv: 0 })),
    24 * 3600,
  );
  return Promise.all(
    rows.map(async ({ id, i }) => ({
      id,
      email: `investor${i}@conservation.test`,
      token: await jwt.sign({ sub: id, role: 'user', tv: 0, sid: sids.get(id) ?? '' }),
      main: ws.find((w) => w.userId === id && w.type === 'main')?.id ?? '',
      profit: ws.find((w) => w.userId === id && w.type === 'profit')?.id ?? '',
      accountId: '',
    })),
  );
}
