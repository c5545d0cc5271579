import { and, eq, isNull, ne } from 'drizzle-orm';
import { formatMoney } from '../../../src/contract/cents.ts';
import type { Settings } from '../../../src/contract/settings.ts';
import { roleCan, STAFF_ROLES } from '../../../src/contract/staff-permissions.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { staffMembers } from '../../db/schema-staff.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';

/** Booleans are compared as 0 and 1 (true: 1). */
type Rule = { label: string; loosens: (before: number, after: number) => boolean; words: (value: number) => string };
const rule = (label: string, loosens: Rule['loosens'], words: Rule['words']): Rule => ({ label, loosens, words });

const usd = (v: number) => formatMoney(v);
const raised = (a: number, b: number) => b > a;

/**
 * The settings that protect money, and what loosens each: four-eyes switched off or raised, a
 * shorter cooling-off, higher limits, KYC no longer required. A change of any of them the other way
 * (tightening) applies at once, as does every other setting (charges, referral rates).
 */
export const PROTECTIONS: Partial<Record<keyof Settings, Rule>> = {
  fourEyesThreshold: rule(
    'Four-eyes threshold',
    (a, b) => a > 0 && (b === 0 || b > a),
    (v) => (v === 0 ? 'off' : usd(v)),
  ),
  withdrawalCoolingOffHours: rule(
    'Withdrawal cooling-off',
    (a, b) => b < a,
    (v) => `${v} hours`,
  ),
  sendMoneyMax: rule('Largest send', raised, usd),
  sendMoneyDailyLimit: rule('Daily send limit', raised, usd),
  withdrawDailyCount: rule('Withdrawals per day', raised, String),
  withdrawRequireKyc: rule(
    'KYC required to withdraw',
    (a, b) => a === 1 && b === 0,
    (v) => (v ? 'yes' : 'no'),
  ),
};

export type SettingChange = { key: string; label: string; from: string; to: string };

/** The protections `patch` loosens against `before`, each in words ("Four-eyes threshold: 1,000.00 USD to off"). */
export function loosenedBy(before: Settings, patch: Partial<Settings>): SettingChange[] {
  const out: SettingChange[] = [];
  for (const [key, r] of Object.entries(PROTECTIONS) as Array<[keyof Settings, Rule]>) {
    if (patch[key] === undefined) continue;
    const [from, to] = [Number(before[key]), Number(patch[key])];
    if (r.loosens(from, to)) out.push({ key, label: r.label, from: r.words(from), to: r.words(to) });
  }
  return out;
}

export const changesInWords = (changes: SettingChange[]) =>
  changes.map((c) => `${c.label} from ${c.from} to ${c.to}`).join('; ');

const SETTINGS_ROLES = STAFF_ROLES.filter((r) => roleCan(r, 'settings.manage'));

/** Every active admin but `actorId`, with whether they may approve a settings change (settings.manage). */
export async function otherAdmins(
  q: Queryable,
  actorId: string,
): Promise<Array<{ id: string; name: string; canApprove: boolean }>> {
  const rows = await q
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: staffMembers.role,
      deactivatedAt: staffMembers.deactivatedAt,
    })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(and(eq(users.role, 'admin'), isNull(users.bannedAt), ne(users.id, actorId)));
  return rows
    .filter((r) => r.deactivatedAt === null)
    .map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      canApprove: r.role !== null && SETTINGS_ROLES.includes(r.role),
    }));
}

/** Tells every other admin, in the app and by security mail, in the change's own transaction. */
export async function tellOtherAdmins(
  q: Queryable,
  actorId: string,
  changes: SettingChange[],
  state: 'applied' | 'pending' | 'approved',
  at: Date,
): Promise<void> {
  const [actor] = await q
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actorId));
  const by = actor ? `${actor.firstName} ${actor.lastName}`.trim() : 'An admin';
  const words = changesInWords(changes);
  const message =
    state === 'pending'
      ? `${by} asked to loosen: ${words}. It waits for a second admin under Approvals.`
      : `${by} ${state === 'approved' ? 'approved loosening' : 'loosened'}: ${words}.`;
  for (const admin of await otherAdmins(q, actorId)) {
    await notify(
      q,
      {
        userId: admin.id,
        message,
        link: state === 'pending' ? '/admin/approvals' : '/admin/settings',
        event: 'admin_protection_loosened',
      },
      at,
    );
    await mailUser(q, admin.id, 'admin_protection_loosened', { by, changes: words, state }, at);
  }
}
