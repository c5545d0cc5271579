import { inArray } from 'drizzle-orm';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '../../../src/contract/settings.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { audit } from '../../lib/audit.ts';
import type { Deps } from '../../lib/context.ts';
import { badRequest } from '../../lib/errors.ts';
// The second admin's approval of a loosening tells the other admins (approvals module).
export { otherAdmins, tellOtherAdmins } from './settings-loosening.ts';

const KEYS = Object.keys(DEFAULT_SETTINGS) as Array<keyof Settings>;

/**
 * Pairs that must stay ordered after any change. Later issues append their own
 * (e.g. withdrawMin/withdrawMax) next to the keys they add to the contract.
 */
type NumericKey = { [K in keyof Settings]: Settings[K] extends number ? K : never }[keyof Settings];
const MIN_MAX_PAIRS: Array<[NumericKey, NumericKey]> = [
  ['sendMoneyMin', 'sendMoneyMax'],
  ['sendMoneyMin', 'sendMoneyDailyLimit'],
];

/** Refuses (400 naming the field) a change that leaves a min above its max. */
export function assertOrdered(after: Settings, patch: Partial<Settings>): void {
  for (const [min, max] of MIN_MAX_PAIRS) {
    if (after[min] > after[max]) {
      const field = min in patch ? min : max;
      throw badRequest(`${field} must keep ${min} at most ${max}`, {
        [field]: `${min} must not be greater than ${max}`,
      });
    }
  }
}

/** The current settings: stored values over the defaults, so a key added by a later release has a value at once. */
export async function getSettings(q: Queryable): Promise<Settings> {
  const rows = await q
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, KEYS));
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) merged[row.key] = row.value;
  const parsed = settingsSchema.safeParse(merged);
  // A hand-edited bad row must not stop money from moving; fall back to the defaults for it.
  if (parsed.success) return parsed.data;
  const clean: Record<string, unknown> = { ...merged };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in DEFAULT_SETTINGS) clean[key] = DEFAULT_SETTINGS[key as keyof Settings];
  }
  return settingsSchema.parse(clean);
}

/** Applies a validated partial update, refusing a min above its max; audited with before/after. */
export async function updateSettings(db: Db, actorId: string, patch: Partial<Settings>, at: Date): Promise<Settings> {
  return db.transaction((tx) => applySettings(tx, actorId, patch, at));
}

/** updateSettings inside the caller's transaction (an approved settings change applies with its approval). */
export async function applySettings(
  tx: Queryable,
  actorId: string,
  patch: Partial<Settings>,
  at: Date,
): Promise<Settings> {
  const before = await getSettings(tx);
  const after: Settings = { ...before, ...patch };
  assertOrdered(after, patch);
  const changed = (Object.keys(patch) as Array<keyof Settings>).filter((k) => patch[k] !== undefined);
  if (changed.length === 0) return before;
  for (const key of changed) {
    await tx
      .insert(settings)
      .values({ key, value: after[key], updatedBy: actorId, updatedAt: at })
      .onConflictDoUpdate({ target: settings.key, set: { value: after[key], updatedBy: actorId, updatedAt: at } });
  }
  await audit(
    tx,
    {
      actorId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: changed.join(','),
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    },
    at,
  );
  return after;
}

/** First-start seeder: writes each default once and never overwrites an admin's value. */
export async function seedDefaultSettings(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db
    .insert(settings)
    .values(KEYS.map((key) => ({ key, value: DEFAULT_SETTINGS[key] })))
    .onConflictDoNothing();
}
