import { useState, type FormEvent } from 'react';
import { parseAmountToCents } from '../../../contract/cents.ts';
import type { AdminLiabilities, DeclaredAsset } from '../../../contract/proof-of-liabilities.ts';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { declareAssets } from '../api/declare-assets.ts';

type Row = { asset: string; amount: string };
const toRow = (a: DeclaredAsset): Row => ({
  asset: a.asset,
  // A value to edit, not to read: plain digits the amount parser takes back in every language.
  amount: a.amount_cents === null ? '' : (a.amount_cents / 100).toFixed(2),
});

/** The assets the operator holds, one optional figure per asset in the site currency (blank: not declared). */
export function DeclaredAssetsForm({
  assets,
  onSaved,
}: {
  assets: DeclaredAsset[];
  onSaved: (next: AdminLiabilities) => void;
}) {
  const t = useT();
  const [rows, setRows] = useState<Row[]>(() => (assets.length > 0 ? assets.map(toRow) : [{ asset: '', amount: '' }]));
  const save = useApiAction(declareAssets, {
    fallback: t('pol.assets.error'),
    successMessage: t('pol.assets.saved'),
  });
  const set = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    const list: DeclaredAsset[] = [];
    rows.forEach((r, i) => {
      if (r.asset.trim() === '' && r.amount.trim() === '') return;
      if (r.asset.trim() === '') errors[`assets.${i}.asset`] = t('invest.required');
      const parsed =
        r.amount.trim() === ''
          ? null
          : r.amount.trim() === '0'
            ? { ok: true as const, cents: 0 }
            : parseAmountToCents(r.amount);
      if (parsed && !parsed.ok) errors[`assets.${i}.amount_cents`] = parsed.message;
      list.push({ asset: r.asset.trim(), amount_cents: parsed?.ok ? parsed.cents : null });
    });
    if (Object.keys(errors).length > 0) return save.setFieldErrors(errors);
    const result = await save.run(list);
    if (result.ok) onSaved(result.data);
  }

  return (
    <Panel title={t('pol.admin.declared')}>
      <form
        noValidate
        aria-label={t('pol.admin.declared')}
        onSubmit={(e) => void onSubmit(e)}
        className="flex w-full min-w-0 max-w-lg flex-col gap-3"
      >
        {rows.map((r, i) => (
          <fieldset
            key={i}
            className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
          >
            <legend className="sr-only">{t('pol.assets.legend', { n: i + 1 })}</legend>
            <TextField
              name={`asset-${i}`}
              label={t('pol.assets.asset')}
              value={r.asset}
              onChange={(e) => set(i, { asset: e.target.value })}
              error={save.fieldErrors[`assets.${i}.asset`]}
            />
            <TextField
              name={`amount-${i}`}
              label={t('pol.assets.value', { currency: 'USD' })}
              inputMode="decimal"
              value={r.amount}
              onChange={(e) => set(i, { amount: e.target.value })}
              error={save.fieldErrors[`assets.${i}.amount_cents`]}
            />
            <SecondaryButton
              aria-label={t('pol.assets.removeLabel', { n: i + 1 })}
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              {t('pol.assets.remove')}
            </SecondaryButton>
          </fieldset>
        ))}
        <SecondaryButton className="self-start" onClick={() => setRows((all) => [...all, { asset: '', amount: '' }])}>
          {t('pol.assets.add')}
        </SecondaryButton>
        <SubmitButton pending={save.pending} pendingLabel={t('pol.assets.saving')}>
          {t('pol.assets.save')}
        </SubmitButton>
      </form>
    </Panel>
  );
}
