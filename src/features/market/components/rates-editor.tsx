import { useState, type FormEvent } from 'react';
import type { Market } from '../../../contract/market.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getMarket } from '../api/get-market.ts';
import { updateRates } from '../api/update-rates.ts';

/** Admin: the current rate of each shown asset, editable; saving records the new rates in the history. */
export function RatesEditor() {
  const t = useT();
  const market = useResource(getMarket, t('market.error.fetch'));
  const [edits, setEdits] = useState<Record<string, string>>({});
  // Field errors come back as rates.<index>.rate for the order the rates were sent in.
  const [sent, setSent] = useState<string[]>([]);
  const save = useApiAction(updateRates, {
    fallback: t('market.error.update'),
    successMessage: t('market.rates.updated'),
  });
  if (market.error && !market.data) return <LoadError message={market.error} onRetry={() => void market.reload()} />;
  if (!market.data) return <p role="status">{t('market.rates.loading')}</p>;
  const data: Market = market.data;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const rates = Object.entries(edits)
      .filter(([, v]) => v.trim() !== '')
      .map(([symbol, v]) => ({ symbol, rate: Number(v) }));
    if (!rates.length) return;
    setSent(rates.map((r) => r.symbol));
    const result = await save.run({ rates });
    if (result.ok) {
      market.setData(result.data);
      setEdits({});
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('market.list')}
      className="flex max-w-md flex-col gap-3"
    >
      {data.assets.map((a) => (
        <TextField
          key={a.symbol}
          name={`rate-${a.symbol}`}
          label={t('market.rates.field', { symbol: a.symbol, currency: data.currency })}
          inputMode="decimal"
          placeholder={String(a.rate)}
          value={edits[a.symbol] ?? ''}
          onChange={(e) => setEdits({ ...edits, [a.symbol]: e.target.value })}
          error={save.fieldErrors[`rates.${sent.indexOf(a.symbol)}.rate`]}
        />
      ))}
      <SubmitButton pending={save.pending} pendingLabel={t('market.rates.saving')}>
        {t('market.rates.save')}
      </SubmitButton>
    </form>
  );
}
