import type { DepositMethodRequest } from '../../../src/contract/deposits.ts';
import type { WithdrawalMethodRequest } from '../../../src/contract/withdrawals.ts';
import type { Tx } from '../../db/client.ts';
import type { MethodChangeDetails } from '../../db/schema-approvals.ts';
import type { Deps } from '../../lib/context.ts';
import { applyDepositMethodChange } from '../deposits/deposit-methods.service.ts';
import { applyWithdrawalMethodChange } from '../withdrawals/withdrawal-methods.service.ts';

/**
 * Applies an approved method change as its requester asked, inside the approval's transaction. The
 * patch is the request body as the contract parsed it when it was asked (amounts in cents), written
 * only by the server; the method's service checks it again against the method as it is now (kind,
 * key, RPC URL, fixed fields once addresses were handed out), so a refusal rolls the approval back.
 */
export async function applyMethodChange(
  deps: Deps,
  tx: Tx,
  requesterId: string,
  d: MethodChangeDetails,
): Promise<void> {
  if (d.methodType === 'deposit')
    await applyDepositMethodChange(deps, tx, requesterId, d.methodId, d.patch as DepositMethodRequest);
  else await applyWithdrawalMethodChange(deps, tx, requesterId, d.methodId, d.patch as WithdrawalMethodRequest);
}
