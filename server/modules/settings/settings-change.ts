import type { SentForApproval } from '../../../src/contract/approvals.ts';
import type { Settings } from '../../../src/contract/settings.ts';
import type { Deps } from '../../lib/context.ts';
import { requestApproval } from '../approvals/approvals.request.ts';
import { changesInWords, loosenedBy, otherAdmins, tellOtherAdmins } from './settings-loosening.ts';
import { applySettings, assertOrdered, getSettings, updateSettings } from './settings.service.ts';

export type SettingsAnswer = {
  status: 200;
  body: { message: string; data: Settings; approval?: SentForApproval['approval'] };
};

/**
 * PUT /api/admin/settings behind the step-up. A change that loosens a protection (settings-loosening.ts)
 * tells every other admin; when another admin may approve settings, it waits for them as a pending
 * approval request (answered with `approval`, nothing changes yet; as a large payout is); when nobody else can, it applies at once and the
 * others are told. Anything else applies at once.
 */
export async function changeSettings(deps: Deps, actorId: string, patch: Partial<Settings>): Promise<SettingsAnswer> {
  const at = deps.now();
  const before = await getSettings(deps.db);
  const changes = loosenedBy(before, patch);
  if (changes.length === 0)
    return {
      status: 200,
      body: { message: 'Settings updated', data: await updateSettings(deps.db, actorId, patch, at) },
    };
  assertOrdered({ ...before, ...patch }, patch);
  const approvers = (await otherAdmins(deps.db, actorId)).filter((a) => a.canApprove);
  if (approvers.length === 0) {
    const data = await deps.db.transaction(async (tx) => {
      const after = await applySettings(tx, actorId, patch, at);
      await tellOtherAdmins(tx, actorId, changes, 'applied', at);
      return after;
    });
    return {
      status: 200,
      body: {
        message:
          'Settings updated. No other admin can approve settings, so it applies now; every other admin was told.',
        data,
      },
    };
  }
  const details = { kind: 'settings_change' as const, patch: { ...patch }, changes };
  const sent = await requestApproval(
    deps.db,
    { userId: actorId, withdrawalId: null, amountCents: 0, details, requestedBy: actorId },
    at,
    async (tx, s) => {
      await tellOtherAdmins(tx, actorId, changes, 'pending', at);
      return s;
    },
  );
  const message = `Sent for approval: loosening ${changesInWords(changes)} waits for a second admin (Approvals). Nothing has changed yet.`;
  return { status: 200, body: { message, data: before, approval: sent.approval } };
}
