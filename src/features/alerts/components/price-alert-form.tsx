import { useState, type FormEvent } from 'react';
import type { Alerts } from '../../../contract/alerts.ts';
import type { MarketAsset } from '../../../contract/market.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { addPriceAlert } from '../api/add-price-alert.ts';

/** A new price level on one of the market page's assets; the direction is the side the rate is not on now. */
export function PriceAlertForm({ assets, onSaved }: { assets: MarketAsset[]; onSaved: (a: Alerts) => void }) {
  const [symbol, setSymbol] = useState(assets[0]?.symbol ?? '');
  const [level, setLevel] = useState('');
  const t = useT();
  const add = useApiAction(addPriceAlert, {
    fallback: t('alerts.error.add'),
    successMessage: t('alerts.added'),
  });
  const asset = assets.find((a) => a.symbol === symbol);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(level.trim());
    if (!level.trim() || !Number.isFinite(value) || value <= 0) {
      add.setFieldErrors({ level: t('alerts.levelInvalid') });
      return;
    }
    const result = await add.run({ symbol, level: value });
    if (result.ok) {
      setLevel('');
      onSaved(result.data);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-3"
      aria-label={t('alerts.newPrice')}
    >
      <SelectField
        label={t('alerts.asset')}
        value={symbol}
        onChange={(e) => setSymbol(e.target.value)}
        options={assets.map((a) => ({ value: a.symbol, label: `${a.name} (${a.symbol})` }))}
        error={add.fieldErrors['symbol']}
      />
      <TextField
        name="price-level"
        label={t('alerts.priceLevel', { currency: 'USD' })}
        inputMode="decimal"
        autoComplete="off"
        value={level}
        onChange={(e) => setLevel(e.target.value)}
        hint={asset ? t('alerts.now', { rate: formatMoney(asset.rate) }) : undefined}
        error={add.fieldErrors['level']}
      />
      <SubmitButton pending={add.pending} pendingLabel={t('alerts.adding')}>
        {t('alerts.add')}
      </SubmitButton>
    </form>
  );
}
