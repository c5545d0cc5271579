import { and, eq, isNull, ne } from 'drizzle-orm';
import { formatMoney } from '../../../src/contract/cents.ts';
import type { Settings } from '../../../src/contract/settings.ts';
import { roleCan, STAFF_ROLES } from '../../../src/contract/staff-permissions.ts';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { staffMembers } from '../../db/schema-staff.ts';
import { asIs, phrase, type Phrase, type ProtectionChange } from '../../i18n/phrases.ts';
import { mailUser } from '../mail/mail.outbox.ts';
import { notify } from '../notifications/notify.ts';

/**
 * Booleans are compared as 0 and 1 (true: 1). `words` is the value in English (stored with the
 * request), `said` the same as a phrase for the reader's language.
 */
type Rule = {
  label: string;
  loosens: (before: number, after: number) => boolean;
  words: (value: number) => string;
  said: (value: number) => Phrase;
};
const rule = (label: string, loosens: Rule['loosens'], words: Rule['words'], said: Rule['said']): Rule => ({
  label,
  loosens,
  words,
  said,
});

const usd = (v: number) => formatMoney(v);
const raised = (a: number, b: number) => b > a;
const money = (v: number) => asIs(usd(v));
const count = (v: number) => asIs(String(v));

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
    (v) => (v === 0 ? phrase('off') : money(v)),
  ),
  withdrawalCoolingOffHours: rule(
    'Withdrawal cooling-off',
    (a, b) => b < a,
    (v) => `${v} hours`,
    (v) => phrase('hours', { hours: v }),
  ),
  sendMoneyMax: rule('Largest send', raised, usd, money),
  sendMoneyDailyLimit: rule('Daily send limit', raised, usd, money),
  withdrawDailyCount: rule('Withdrawals per day', raised, String, count),
  withdrawRequireKyc: rule(
    'KYC required to withdraw',
    (a, b) => a === 1 && b === 0,
    (v) => (v ? 'yes' : 'no'),
    (v) => phrase(v ? 'yes' : 'no'),
  ),
};

export type SettingChange = ProtectionChange;

/** The protections `patch` loosens against `before`, each in words ("Four-eyes threshold: 1,000.00 USD to off"). */
export function loosenedBy(before: Settings, patch: Partial<Settings>): SettingChange[] {
  const out: SettingChange[] = [];
  for (const [key, r] of Object.entries(PROTECTIONS) as Array<[keyof Settings, Rule]>) {
    if (patch[key] === undefined) continue;
    const [from, to] = [Number(before[key]), Number(patch[key])];
    if (r.loosens(from, to))
      out.push({
        key,
        label: r.label,
        from: r.words(from),
        to: r.words(to),
        words: { label: phrase(`setting.${key}`), from: r.said(from), to: r.said(to) },
      });
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

/** Tells every other admin, in the app and by security mail (each in their language), in the change's own transaction. */
export async function tellOtherAdmins(
  q: Queryable,
  actorId: string,
  changes: ProtectionChange[],
  state: 'applied' | 'pending' | 'approved',
  at: Date,
): Promise<void> {
  const [actor] = await q
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actorId));
  // An empty name reads "An admin" in the reader's language.
  const by = actor ? `${actor.firstName} ${actor.lastName}`.trim() : '';
  for (const admin of await otherAdmins(q, actorId)) {
    await notify(
      q,
      {
        userId: admin.id,
        notice: { name: 'admin_protection_loosened', values: { by, state, changes } },
        link: state === 'pending' ? '/admin/approvals' : '/admin/settings',
        event: 'admin_protection_loosened',
      },
      at,
    );
    await mailUser(q, admin.id, 'admin_protection_loosened', { by, changes, state }, at);
  }
}
