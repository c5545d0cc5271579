import type { Investment } from '../../../contract/investments.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { setAtMaturity } from '../api/set-at-maturity.ts';
import { setReinvest } from '../api/set-reinvest.ts';

type Props = { item: Investment; onChanged: (next: Investment) => void };

/** The two choices an investor may change while an investment runs: reinvest profit, and what happens at maturity. */
export function InvestmentChoices({ item, onChanged }: Props) {
  const t = useT();
  const saved = { fallback: t('invest.error.change'), successMessage: t('invest.saved') };
  const reinvest = useApiAction(setReinvest, saved);
  const maturity = useApiAction(setAtMaturity, saved);
  const canReinvestAtEnd = item.periods !== null && item.capitalBack;
  if (!item.compounding && !canReinvestAtEnd) return null;
  return (
    <div className="flex flex-col gap-2">
      {item.compounding ? (
        <label className="flex min-h-tap items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={item.reinvestProfit}
            disabled={reinvest.pending}
            onChange={async (e) => {
              const r = await reinvest.run(item.id, e.target.checked);
              if (r.ok) onChanged(r.data.investment);
            }}
          />
          {t('invest.reinvestProfit')}
        </label>
      ) : null}
      {canReinvestAtEnd ? (
        <SelectField
          label={t('invest.atMaturity')}
          value={item.atMaturity}
          disabled={maturity.pending}
          onChange={async (e) => {
            const r = await maturity.run(item.id, e.target.value === 'reinvest' ? 'reinvest' : 'payout');
            if (r.ok) onChanged(r.data.investment);
          }}
          options={[
            { value: 'payout', label: t('invest.maturity.payout') },
            { value: 'reinvest', label: t('invest.maturity.reinvest') },
          ]}
          error={maturity.fieldErrors['at_maturity']}
        />
      ) : null}
    </div>
  );
}
