import { useState, type FormEvent } from 'react';
import type { Alerts } from '../../../contract/alerts.ts';
import type { MarketAsset } from '../../../contract/market.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { addPriceAlert } from '../api/add-price-alert.ts';

/** A new price level on one of the market page's assets; the direction is the side the rate is not on now. */
export function PriceAlertForm({ assets, onSaved }: { assets: MarketAsset[]; onSaved: (a: Alerts) => void }) {
  const [symbol, setSymbol] = useState(assets[0]?.symbol ?? '');
  const [level, setLevel] = useState('');
  const add = useApiAction(addPriceAlert, {
    fallback: 'Failed to add the price alert',
    successMessage: 'Alert added.',
  });
  const asset = assets.find((a) => a.symbol === symbol);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = Number(level.trim());
    if (!level.trim() || !Number.isFinite(value) || value <= 0) {
      add.setFieldErrors({ level: 'must be a number greater than zero' });
      return;
    }
    const result = await add.run({ symbol, level: value });
    if (result.ok) {
      setLevel('');
      onSaved(result.data);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3" aria-label="New price alert">
      <SelectField
        label="Asset"
        value={symbol}
        onChange={(e) => setSymbol(e.target.value)}
        options={assets.map((a) => ({ value: a.symbol, label: `${a.name} (${a.symbol})` }))}
        error={add.fieldErrors['symbol']}
      />
      <TextField
        name="price-level"
        label="Tell me when the rate reaches (USD)"
        inputMode="decimal"
        autoComplete="off"
        value={level}
        onChange={(e) => setLevel(e.target.value)}
        hint={asset ? `Now ${formatMoney(asset.rate)}` : undefined}
        error={add.fieldErrors['level']}
      />
      <SubmitButton pending={add.pending} pendingLabel="Adding...">
        Add price alert
      </SubmitButton>
    </form>
  );
}
