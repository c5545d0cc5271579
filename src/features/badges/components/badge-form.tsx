import { useState, type FormEvent } from 'react';
import { badgeInputSchema, type AdminBadge } from '../../../contract/badges.ts';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { checkForm } from '../../../lib/form-data.ts';
import { DEFAULTS } from '../../../lib/messages.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { saveBadge } from '../api/save-badge.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const NUMBER_FIELDS = [
  { key: 'rank', label: 'badge.admin.field.rank', decimal: false },
  { key: 'minDeposited', label: 'badge.admin.field.minDeposited', decimal: true },
  { key: 'minInvested', label: 'badge.admin.field.minInvested', decimal: true },
  { key: 'minEarned', label: 'badge.admin.field.minEarned', decimal: true },
  { key: 'minReferrals', label: 'badge.admin.field.minReferrals', decimal: false },
  { key: 'bonus', label: 'badge.admin.field.bonus', decimal: true },
] as const satisfies ReadonlyArray<{ key: string; label: MessageId; decimal: boolean }>;
type NumberKey = (typeof NUMBER_FIELDS)[number]['key'];
type Form = { name: string; icon: string; description: string; active: boolean } & Record<NumberKey, string>;

const fromBadge = (b: AdminBadge | null, nextRank: number): Form => ({
  name: b?.name ?? '',
  icon: b?.icon ?? '',
  description: b?.description ?? '',
  active: b?.active ?? true,
  rank: String(b?.rank ?? nextRank),
  minDeposited: String(b?.minDeposited ?? 0),
  minInvested: String(b?.minInvested ?? 0),
  minEarned: String(b?.minEarned ?? 0),
  minReferrals: String(b?.minReferrals ?? 0),
  bonus: String(b?.bonus ?? 0),
});

// An empty threshold means "not required" (0); an empty rank stays empty so the check names it.
const toNumber = (key: NumberKey, text: string): number | undefined =>
  text.trim() === '' ? (key === 'rank' ? undefined : 0) : Number(text);

/** Create or edit a ranking badge; the contract checks it first, then the server names any bad field. */
export function BadgeForm({
  badge,
  nextRank,
  onSaved,
  onCancel,
}: {
  badge: AdminBadge | null;
  nextRank: number;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [form, setForm] = useState<Form>(() => fromBadge(badge, nextRank));
  const { run, pending, fieldErrors, setFieldErrors } = useApiAction(saveBadge, {
    fallback: DEFAULTS.saveBadge,
    successMessage: badge ? t('badge.admin.updated') : t('badge.admin.created'),
  });
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const numbers = Object.fromEntries(NUMBER_FIELDS.map(({ key }) => [key, toNumber(key, form[key])]));
    const checked = checkForm(badgeInputSchema, {
      name: form.name,
      icon: form.icon,
      description: form.description,
      active: form.active,
      ...numbers,
    });
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      return;
    }
    const result = await run(checked.data, badge?.id);
    if (result.ok) onSaved();
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={badge ? t('badge.admin.editAria', { name: badge.name }) : t('badge.admin.new')}
      className="grid grid-cols-1 gap-3 md:grid-cols-2"
    >
      <TextField
        name="name"
        label={t('badge.admin.field.name')}
        required
        value={form.name}
        onChange={(e) => set({ name: e.target.value })}
        error={fieldErrors['name']}
      />
      <TextField
        name="icon"
        label={t('badge.admin.field.icon')}
        value={form.icon}
        onChange={(e) => set({ icon: e.target.value })}
        error={fieldErrors['icon']}
      />
      <TextField
        name="description"
        label={t('badge.admin.field.description')}
        value={form.description}
        onChange={(e) => set({ description: e.target.value })}
        error={fieldErrors['description']}
        className="flex flex-col gap-1 md:col-span-2"
      />
      {NUMBER_FIELDS.map(({ key, label, decimal }) => (
        <TextField
          key={key}
          name={key}
          label={t(label)}
          inputMode={decimal ? 'decimal' : 'numeric'}
          required={key === 'rank'}
          value={form[key]}
          onChange={(e) => set({ [key]: e.target.value })}
          error={fieldErrors[key]}
        />
      ))}
      <label className="flex min-h-11 items-center gap-2 md:col-span-2">
        <input
          type="checkbox"
          className="size-5"
          checked={form.active}
          onChange={(e) => set({ active: e.target.checked })}
        />
        {t('badge.admin.field.active')}
      </label>
      <FormActions
        pending={pending}
        pendingLabel={t('badge.admin.saving')}
        submitLabel={badge ? t('badge.admin.save') : t('badge.admin.create')}
        onCancel={onCancel}
        className="md:col-span-2"
      />
    </form>
  );
}
