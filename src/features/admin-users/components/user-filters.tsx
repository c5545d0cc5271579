import { useState, type FormEvent } from 'react';
import { KYC_STATES, type KycStatusName } from '../../../contract/kyc-states.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import type { UserFilters } from '../api/get-admin-users.ts';

const YES_NO = (yes: string, no: string) => [
  { value: '', label: 'Any' },
  { value: 'true', label: yes },
  { value: 'false', label: no },
];
const KYC_OPTIONS = [
  { value: '', label: 'Any' },
  ...KYC_STATES.map((s) => ({ value: s, label: s === 'none' ? 'Not submitted' : s[0]?.toUpperCase() + s.slice(1) })),
];

const asFlag = (v: string) => (v === 'true' ? true : v === 'false' ? false : undefined);
const flagText = (v: boolean | undefined) => (v === undefined ? '' : String(v));
const asKyc = (v: string) => ((KYC_STATES as readonly string[]).includes(v) ? (v as KycStatusName) : undefined);

/** Search box (submitted) and filters (applied on change); the route keeps them in the URL. */
export function UserFilterBar({ filters, onChange }: { filters: UserFilters; onChange: (next: UserFilters) => void }) {
  const [text, setText] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: text.trim() || undefined });
  };
  return (
    <form
      role="search"
      aria-label="Find users"
      onSubmit={submit}
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] items-end gap-3"
    >
      <div className="col-span-full flex gap-2">
        <TextField
          name="q"
          label="Search"
          placeholder="Name, username or e-mail"
          className="flex flex-1 flex-col gap-1"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="submit"
          className="min-h-11 self-end rounded-md bg-blue-700 px-4 font-semibold text-white hover:bg-blue-800"
        >
          Search
        </button>
      </div>
      <SelectField
        label="Status"
        value={flagText(filters.banned)}
        options={YES_NO('Banned', 'Active')}
        onChange={(e) => onChange({ ...filters, banned: asFlag(e.target.value) })}
      />
      <SelectField
        label="Account"
        value={flagText(filters.closed)}
        options={YES_NO('Closed', 'Open')}
        onChange={(e) => onChange({ ...filters, closed: asFlag(e.target.value) })}
      />
      <SelectField
        label="KYC"
        value={filters.kyc ?? ''}
        options={KYC_OPTIONS}
        onChange={(e) => onChange({ ...filters, kyc: asKyc(e.target.value) })}
      />
      <SelectField
        label="Balance"
        value={flagText(filters.hasBalance)}
        options={YES_NO('Has balance', 'Zero balance')}
        onChange={(e) => onChange({ ...filters, hasBalance: asFlag(e.target.value) })}
      />
    </form>
  );
}
