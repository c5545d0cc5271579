import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { PayoutNetwork } from '../../../contract/payout-batches.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { FormError } from '../../../components/form/form-error.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { createPayoutBatch, type NewPayoutBatch } from '../api/create-payout-batch.ts';
import { getPayoutCandidates } from '../api/get-payout-candidates.ts';
import { WITHDRAW_DEFAULTS } from '../messages.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const NETWORKS = [
  { value: 'evm', label: 'adminMoney.batch.networkEvm' },
  { value: 'tron', label: 'adminMoney.batch.networkTron' },
  { value: 'other', label: 'adminMoney.batch.networkOther' },
] as const satisfies ReadonlyArray<{ value: PayoutNetwork; label: MessageId }>;

/**
 * New batch: pick the network, tick its pending crypto withdrawals (the server lists only those
 * with an address on that network) and, for an EVM asset, name the chain, the token (empty: the
 * native coin), its decimals and the rate to USD.
 */
export function PayoutBatchForm({ onCreated }: { onCreated: () => void }) {
  const t = useT();
  const [network, setNetwork] = useState<PayoutNetwork>('evm');
  const load = useCallback(() => getPayoutCandidates(network), [network]);
  const [fallback] = useState(() => WITHDRAW_DEFAULTS.fetchWithdrawals);
  const queue = useResource(load, fallback);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [chainId, setChainId] = useState('');
  const [token, setToken] = useState('');
  const [decimals, setDecimals] = useState('');
  const [rate, setRate] = useState('1');
  const [formError, setFormError] = useState<string | null>(null);
  const key = useRef(crypto.randomUUID());
  const action = useApiAction((input: NewPayoutBatch) => createPayoutBatch(input, key.current), {
    fallback: WITHDRAW_DEFAULTS.saveBatch,
    toastErrors: false,
  });
  // The server lists one network; kept to it here too, so a stale answer for another network never shows.
  const candidates = (queue.data?.items ?? []).filter((c) => c.network === network);
  const evm = network === 'evm';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const input: NewPayoutBatch = { withdrawal_ids: [...picked], rate: rate.trim() || '1' };
    if (evm && chainId.trim()) input.chain_id = Number(chainId);
    if (evm && token.trim()) input.token_address = token.trim();
    if (decimals.trim()) input.asset_decimals = Number(decimals);
    const result = await action.run(input);
    if (!result.ok) return setFormError(result.error.message);
    key.current = crypto.randomUUID();
    setPicked(new Set());
    onCreated();
    void queue.reload();
  }

  const toggle = (id: string) =>
    setPicked((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const choose = (next: PayoutNetwork) => {
    setNetwork(next);
    setPicked(new Set());
  };
  const errors = action.fieldErrors;
  return (
    <form
      noValidate
      aria-label={t('adminMoney.batch.new')}
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-4"
    >
      <SelectField
        name="network"
        label={t('adminMoney.batch.network')}
        options={NETWORKS.map((n) => ({ value: n.value, label: t(n.label) }))}
        value={network}
        onChange={(e) => choose(e.target.value as PayoutNetwork)}
      />
      {queue.error ? <LoadError message={queue.error} onRetry={() => void queue.reload()} /> : null}
      {!queue.data && !queue.error ? <p role="status">{t('adminMoney.batch.loadingPending')}</p> : null}
      {queue.data && candidates.length === 0 ? (
        <p className="text-fg-muted">{t('adminMoney.batch.noPending')}</p>
      ) : null}
      {candidates.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t('adminMoney.batch.pending')}</legend>
          {candidates.map((c) => (
            <label key={c.withdrawalId} className="flex min-h-tap items-center gap-3 [overflow-wrap:anywhere]">
              <input
                type="checkbox"
                className="size-5"
                checked={picked.has(c.withdrawalId)}
                onChange={() => toggle(c.withdrawalId)}
              />
              <span>
                {c.reference} · {c.methodName} · {c.user.email} · {formatMoney(c.amount)} {t('adminMoney.batch.to')}{' '}
                <code>{c.address}</code>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {evm ? (
          <TextField
            name="chain_id"
            label={t('adminMoney.batch.chainId')}
            inputMode="numeric"
            value={chainId}
            onChange={(e) => setChainId(e.target.value)}
            error={errors['chain_id']}
          />
        ) : null}
        {evm ? (
          <TextField
            name="token_address"
            label={t('adminMoney.batch.token')}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            error={errors['token_address']}
          />
        ) : null}
        <TextField
          name="asset_decimals"
          label={t('adminMoney.batch.tokenDecimals')}
          inputMode="numeric"
          placeholder={t('adminMoney.batch.decimalsPlaceholder')}
          value={decimals}
          onChange={(e) => setDecimals(e.target.value)}
          error={errors['asset_decimals']}
        />
        <TextField
          name="rate"
          label={t('adminMoney.batch.rate')}
          inputMode="decimal"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
          error={errors['rate']}
        />
      </div>
      <FormError message={formError} />
      <SubmitButton pending={action.pending} pendingLabel={t('adminMoney.batch.creating')} disabled={picked.size === 0}>
        {t('adminMoney.batch.create', { count: picked.size })}
      </SubmitButton>
    </form>
  );
}
