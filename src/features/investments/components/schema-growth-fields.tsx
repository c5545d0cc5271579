import { TextField } from '../../../components/form/text-field.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export type GrowthForm = { compounding: boolean; earlyExit: boolean; penaltyPercent: string; minPeriods: string };

export const growthFromSchema = (
  s: { compounding: boolean; earlyExitPenaltyPercent: number | null; earlyExitMinPeriods: number } | null,
): GrowthForm => ({
  compounding: s?.compounding ?? false,
  earlyExit: s ? s.earlyExitPenaltyPercent !== null : false,
  penaltyPercent: s?.earlyExitPenaltyPercent === null || !s ? '' : String(s.earlyExitPenaltyPercent),
  minPeriods: s ? String(s.earlyExitMinPeriods) : '0',
});

const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The API fields of the growth terms; a number that is not one arrives as null and is named by the server. */
export const growthBody = (g: GrowthForm) => ({
  compounding: g.compounding,
  early_exit_penalty_percent: g.earlyExit ? num(g.penaltyPercent) : null,
  early_exit_min_periods: g.earlyExit ? num(g.minPeriods) : 0,
});

type Props = {
  value: GrowthForm;
  onChange: (patch: Partial<GrowthForm>) => void;
  errors: Record<string, string | undefined>;
};

/** Compounding and early exit on the admin schema form: a plan's terms beyond what it pays. */
export function SchemaGrowthFields({ value, onChange, errors }: Props) {
  const t = useT();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2 md:col-span-2">
      <legend className="text-sm font-medium">{t('schema.growth.legend')}</legend>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={value.compounding}
          onChange={(e) => onChange({ compounding: e.target.checked })}
        />
        {t('schema.growth.compounding')}
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={value.earlyExit}
          onChange={(e) => onChange({ earlyExit: e.target.checked })}
        />
        {t('schema.growth.earlyExit')}
      </label>
      {value.earlyExit ? (
        <div className="grid grid-cols-2 gap-2">
          <TextField
            name="early_exit_penalty_percent"
            label={t('schema.growth.penalty')}
            inputMode="decimal"
            value={value.penaltyPercent}
            onChange={(e) => onChange({ penaltyPercent: e.target.value })}
            error={errors['early_exit_penalty_percent']}
          />
          <TextField
            name="early_exit_min_periods"
            label={t('schema.growth.minPeriods')}
            inputMode="numeric"
            value={value.minPeriods}
            onChange={(e) => onChange({ minPeriods: e.target.value })}
            error={errors['early_exit_min_periods']}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
