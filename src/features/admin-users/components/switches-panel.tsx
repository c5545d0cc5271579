import type { AdminUserRow, UserSwitches } from '../../../contract/admin-users.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { updateUserFailed, updateAdminUser } from '../api/update-admin-user.ts';
import { notify } from '../../../lib/toast.tsx';
import { sentence } from '../../../lib/sentence.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const SWITCHES: Array<{ key: keyof UserSwitches; label: MessageId }> = [
  { key: 'canDeposit', label: 'admin.switches.deposit' },
  { key: 'canWithdraw', label: 'admin.switches.withdraw' },
  { key: 'canSendMoney', label: 'admin.switches.sendMoney' },
];

/** Per-user switches; each change is saved at once and audited. */
export function SwitchesPanel({ user, onDone }: { user: AdminUserRow; onDone: () => void }) {
  const t = useT();
  const action = useApiAction((patch: Partial<UserSwitches>) => updateAdminUser(user.id, patch), {
    fallback: updateUserFailed(),
  });
  const toggle = async (key: keyof UserSwitches, value: boolean) => {
    const result = await action.run({ [key]: value });
    if (result.ok) {
      notify.success(sentence(result.data.message));
      onDone();
    }
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={action.pending} aria-busy={action.pending || undefined}>
      <legend className="sr-only">{t('admin.user.permissions')}</legend>
      {SWITCHES.map((s) => (
        <label key={s.key} className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={user[s.key]}
            onChange={(e) => void toggle(s.key, e.target.checked)}
          />
          <span>{t(s.label)}</span>
        </label>
      ))}
      {action.pending ? (
        <p role="status" className="text-sm">
          {t('admin.switches.saving')}
        </p>
      ) : null}
    </fieldset>
  );
}
