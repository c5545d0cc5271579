import { useState, type FormEvent } from 'react';
import { KYC_STATES, type KycStatusName } from '../../../contract/kyc-states.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import type { UserFilters } from '../api/get-admin-users.ts';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';

const YES_NO = (t: Translate, yes: string, no: string) => [
  { value: '', label: t('admin.users.filter.any') },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];
const KYC_WORDS = {
  none: 'admin.users.kyc.none',
  pending: 'admin.users.kyc.pending',
  approved: 'admin.users.kyc.approved',
  rejected: 'admin.users.kyc.rejected',
} as const satisfies Record<KycStatusName, string>;
const kycOptions = (t: Translate) => [
  { value: '', label: t('admin.users.filter.any') },
  ...KYC_STATES.map((s) => ({ value: s, label: t(KYC_WORDS[s]) })),
];

const asFlag = (v: string) => (v === 'true' ? true : v === 'false' ? false : undefined);
const flagText = (v: boolean | undefined) => (v === undefined ? '' : String(v));
const asKyc = (v: string) => ((KYC_STATES as readonly string[]).includes(v) ? (v as KycStatusName) : undefined);

/** Search box (submitted) and filters (applied on change); the route keeps them in the URL. */
export function UserFilterBar({ filters, onChange }: { filters: UserFilters; onChange: (next: UserFilters) => void }) {
  const t = useT();
  const [text, setText] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: text.trim() || undefined });
  };
  return (
    <form
      role="search"
      aria-label={t('admin.users.find')}
      onSubmit={submit}
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] items-end gap-3"
    >
      <div className="col-span-full flex gap-2">
        <TextField
          name="q"
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          className="flex flex-1 flex-col gap-1"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="submit"
          className="min-h-11 self-end rounded-md bg-blue-700 px-4 font-semibold text-white hover:bg-blue-800"
        >
          {t('admin.users.search')}
        </button>
      </div>
      <SelectField
        label={t('admin.users.filter.status')}
        value={flagText(filters.banned)}
        options={YES_NO(t, t('admin.users.filter.banned'), t('admin.users.filter.active'))}
        onChange={(e) => onChange({ ...filters, banned: asFlag(e.target.value) })}
      />
      <SelectField
        label={t('admin.users.filter.account')}
        value={flagText(filters.closed)}
        options={YES_NO(t, t('admin.users.filter.closed'), t('admin.users.filter.open'))}
        onChange={(e) => onChange({ ...filters, closed: asFlag(e.target.value) })}
      />
      <SelectField
        label={t('admin.users.filter.kyc')}
        value={filters.kyc ?? ''}
        options={kycOptions(t)}
        onChange={(e) => onChange({ ...filters, kyc: asKyc(e.target.value) })}
      />
      <SelectField
        label={t('admin.users.filter.balance')}
        value={flagText(filters.hasBalance)}
        options={YES_NO(t, t('admin.users.filter.hasBalance'), t('admin.users.filter.zeroBalance'))}
        onChange={(e) => onChange({ ...filters, hasBalance: asFlag(e.target.value) })}
      />
    </form>
  );
}
