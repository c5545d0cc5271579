import type { Context } from 'hono';
import type { AppEnv, Deps } from './context.ts';
import { answeringRoutePath, openApiPath } from './admin-permissions.ts';

/**
 * Every /api/admin route that writes (POST, PUT, PATCH, DELETE), classified once: 'step-up' routes
 * change who administers the platform or loosen what protects the money (staff and roles, settings,
 * payment methods with their keys, RPC URLs and webhook settings, approving a four-eyes request),
 * and answer 403 STEP_UP_REQUIRED unless this session confirmed password and code within the
 * step-up window. The rest is day-to-day work on one case, with the reason it needs no step-up.
 * requireAdmin enforces the table, so a handler cannot forget it; a test fails when an admin write
 * route of the app is missing here, so the next route cannot be added unclassified.
 */
export type ControlClass = 'step-up' | { operation: string };

const CASE_WORK = {
  operation: 'one case at a time, audited; money above the four-eyes threshold waits for a second admin',
};
const CONTENT = { operation: 'content shown to investors, no money and no access' };

export const ADMIN_WRITE_ROUTES: Record<string, ControlClass> = {
  // Who administers the platform.
  'POST /api/admin/staff': 'step-up',
  'PATCH /api/admin/staff/{id}': 'step-up',
  // What protects the money: thresholds, cooling-off, limits.
  'PUT /api/admin/settings': 'step-up',
  // What every investor reads in mail, push and the app, in the platform's name.
  'PUT /api/admin/templates/{key}/{locale}': 'step-up',
  'DELETE /api/admin/templates/{key}/{locale}': 'step-up',
  // Where money comes from and goes to: keys (xpub), RPC URLs, webhook settings, limits.
  'POST /api/admin/deposit-methods': 'step-up',
  'PUT /api/admin/deposit-methods/{id}': 'step-up',
  'DELETE /api/admin/deposit-methods/{id}': { operation: 'takes a method away, loosens nothing' },
  'POST /api/admin/withdrawal-methods': 'step-up',
  'PUT /api/admin/withdrawal-methods/{id}': 'step-up',
  'DELETE /api/admin/withdrawal-methods/{id}': { operation: 'takes a method away, loosens nothing' },
  // The second pair of eyes: an approval is the protection itself.
  'POST /api/admin/approvals/{id}/approve': 'step-up',
  'POST /api/admin/payout-batches/{id}/approve': 'step-up',
  // What the platform publishes about what it owes, and the assets it declares against it.
  'POST /api/admin/proof-of-liabilities': 'step-up',
  'PUT /api/admin/proof-of-liabilities/declared-assets': 'step-up',
  // Stopping and resuming money for everyone.
  'PUT /api/admin/maintenance': 'step-up',
  // Reading a user's app as they see it: read only, for 30 minutes, audited and shown to the user.
  'POST /api/admin/users/{id}/support-view': {
    operation: 'opens a read-only view of one user, audited with its reason; writes nothing',
  },
  'POST /api/admin/approvals/{id}/reject': { operation: 'moves nothing' },
  'PATCH /api/admin/users/{id}': { operation: 'bans and per-user switches, audited; the investor is told' },
  'POST /api/admin/users/{id}/balance': CASE_WORK,
  'POST /api/admin/kyc/{id}/approve': CASE_WORK,
  'POST /api/admin/kyc/{id}/reject': CASE_WORK,
  'POST /api/admin/deposits/{id}/approve': CASE_WORK,
  'POST /api/admin/deposits/{id}/reject': CASE_WORK,
  'POST /api/admin/deposits/bulk-approve': CASE_WORK,
  'POST /api/admin/onchain/payments/{id}/resolve': CASE_WORK,
  'POST /api/admin/withdrawals/{id}/approve': CASE_WORK,
  'POST /api/admin/withdrawals/{id}/reject': CASE_WORK,
  'POST /api/admin/withdrawals/bulk-approve': CASE_WORK,
  'POST /api/admin/card-payment-issues/{id}/reverse': CASE_WORK,
  'POST /api/admin/card-payment-issues/{id}/dismiss': CASE_WORK,
  'POST /api/admin/card-payment-issues/{id}/credit': CASE_WORK,
  'POST /api/admin/payout-batches': CASE_WORK,
  'POST /api/admin/payout-batches/{id}/paid': CASE_WORK,
  'POST /api/admin/payout-batches/{id}/cancel': { operation: 'puts withdrawals back in the queue, moves nothing' },
  'POST /api/admin/schemas': { operation: 'investment plans offered to investors, no access' },
  'PUT /api/admin/schemas/{id}': { operation: 'investment plans offered to investors, no access' },
  'DELETE /api/admin/schemas/{id}': { operation: 'investment plans offered to investors, no access' },
  'PUT /api/admin/rates': { operation: 'market rates, audited' },
  'POST /api/admin/badges': CONTENT,
  'PUT /api/admin/badges/{id}': CONTENT,
  'DELETE /api/admin/badges/{id}': CONTENT,
  'POST /api/admin/tickets/{id}/messages': CONTENT,
  'POST /api/admin/tickets/{id}/close': CONTENT,
  'POST /api/admin/notifications': CONTENT,
  'POST /api/admin/mail/{id}/resend': CONTENT,
  'POST /api/admin/templates/{key}/{locale}/preview': {
    operation: 'renders a wording with sample values, writes nothing',
  },
};

export const controlClassOf = (method: string, openApi: string): ControlClass | undefined =>
  ADMIN_WRITE_ROUTES[`${method.toUpperCase()} ${openApi}`];

/** Refuses (403 STEP_UP_REQUIRED) unless the session stepped up recently: the step-up module's check, given by the app. */
export type StepUpCheck = (deps: Pick<Deps, 'db' | 'now'>, userId: string, sessionId: string) => Promise<void>;

/** Checked in requireAdmin for the route that answers: a control route needs this session's step-up. */
export async function checkAdminControl(
  c: Context<AppEnv>,
  deps: Pick<Deps, 'db' | 'now'>,
  assertSteppedUp: StepUpCheck,
): Promise<void> {
  const path = answeringRoutePath(c);
  if (!path || controlClassOf(c.req.method, openApiPath(path)) !== 'step-up') return;
  await assertSteppedUp(deps, c.get('user').id, c.get('sessionId'));
}
