import { useCallback, useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../contract/cents.ts';
import { FormError } from '../../../components/form/form-error.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { createPayoutBatch, type NewPayoutBatch } from '../api/create-payout-batch.ts';
import { getWithdrawalQueue } from '../api/get-withdrawal-queue.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';

/** The payout address a crypto withdrawal copied from its account, as the server finds it. */
const addressOf = (details: Record<string, string>) => Object.entries(details).find(([k, v]) => /address/i.test(k) && v.trim())?.[1];

/**
 * New batch: tick pending crypto withdrawals (those with a wallet address) and, for an EVM asset,
 * name the chain, the token (empty: the native coin), its decimals and the rate to USD.
 */
export function PayoutBatchForm({ onCreated }: { onCreated: () => void }) {
  const load = useCallback(() => getWithdrawalQueue({ status: 'pending', q: '', sort: 'oldest' }), []);
  const queue = useResource(load, WITHDRAW_DEFAULTS.fetchWithdrawals);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [chainId, setChainId] = useState('');
  const [token, setToken] = useState('');
  const [decimals, setDecimals] = useState('');
  const [rate, setRate] = useState('1');
  const [formError, setFormError] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const action = useApiAction((input: NewPayoutBatch) => createPayoutBatch(input, key.current), { fallback: WITHDRAW_DEFAULTS.saveBatch, toastErrors: false });
  const crypto_ = (queue.data?.items ?? []).filter((w) => addressOf(w.details) && !w.awaitingApproval);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input: NewPayoutBatch = { withdrawal_ids: [...picked], rate: rate.trim() || '1' };
    if (chainId.trim()) input.chain_id = Number(chainId);
    if (token.trim()) input.token_address = token.trim();
    if (decimals.trim()) input.asset_decimals = Number(decimals);
    const result = await action.run(input);
    if (!result.ok) return setFormError(result.error.message);
    key.current = crypto.randomUUID();
    setPicked(new Set());
    onCreated();
    void queue.reload();
  }

  if (queue.error) return <LoadError message={queue.error} onRetry={() => void queue.reload()} />;
  if (!queue.data) return <p role="status">Loading pending withdrawals...</p>;
  if (crypto_.length === 0) return <p className="text-fg-muted">No pending crypto withdrawals to batch.</p>;
  const toggle = (id: string) => setPicked((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const errors = action.fieldErrors;
  return (
    <form noValidate aria-label="New payout batch" onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Pending crypto withdrawals (oldest first)</legend>
        {crypto_.map((w) => (
          <label key={w.id} className="flex min-h-tap items-center gap-3 [overflow-wrap:anywhere]">
            <input type="checkbox" className="size-5" checked={picked.has(w.id)} onChange={() => toggle(w.id)} />
            <span>
              {w.reference} · {w.user.email} · {formatMoney(w.receiveAmount)} to <code>{addressOf(w.details)}</code>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="chain_id" label="EVM chain id (empty: CSV only)" inputMode="numeric" value={chainId} onChange={(e) => setChainId(e.target.value)} error={errors['chain_id']} />
        <TextField name="token_address" label="Token contract (empty: native coin)" value={token} onChange={(e) => setToken(e.target.value)} error={errors['token_address']} />
        <TextField name="asset_decimals" label="Token decimals" inputMode="numeric" placeholder="6 (token) or 18 (native)" value={decimals} onChange={(e) => setDecimals(e.target.value)} error={errors['asset_decimals']} />
        <TextField name="rate" label="USD per token" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} error={errors['rate']} />
      </div>
      <FormError message={formError} />
      <SubmitButton pending={action.pending} pendingLabel="Creating batch..." disabled={picked.size === 0}>
        Create batch of {picked.size}
      </SubmitButton>
    </form>
  );
}
