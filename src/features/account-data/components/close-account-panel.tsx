import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { parseLeftoverKey } from '../../../contract/account-data.ts';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { DangerButton } from '../../../components/form/danger-button.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import { useApiAction } from '../../../lib/use-api-action.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useStepUp } from '../../../lib/use-step-up.tsx';
import { closeAccount } from '../api/close-account.ts';
import { ACCOUNT_DATA_DEFAULTS, CLOSE_CONSEQUENCES, LEFTOVER_LINKS } from '../messages.ts';

type Left = { key: string; text: string; to: string; label: MessageId };

/**
 * "Close your account": a confirmation that says exactly what happens, a step-up, then either the
 * sign-out (closed) or the list of what still holds money, each with a link to where it is emptied.
 */
export function CloseAccountPanel() {
  const [confirming, setConfirming] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [left, setLeft] = useState<Left[]>([]);
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const stepUp = useStepUp();
  const t = useT();
  const close = useApiAction(stepUp.guard(closeAccount), {
    fallback: t(ACCOUNT_DATA_DEFAULTS.close),
    toastErrors: false,
  });

  async function confirm() {
    setDialogError(null);
    const result = await close.run();
    if (result.ok) {
      useSessionStore.getState().clearSession();
      await navigate({ to: '/login' });
      return;
    }
    const items = Object.entries(result.error.fieldErrors).flatMap(([key, text]) => {
      const parsed = parseLeftoverKey(key);
      return parsed ? [{ key, text, ...LEFTOVER_LINKS[parsed.kind] }] : [];
    });
    if (result.error.code === 'ACCOUNT_NOT_EMPTY' && items.length > 0) {
      setLeft(items);
      setConfirming(false);
      return;
    }
    setDialogError(result.error.message);
  }

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{t('dataExport.close.heading')}</h3>
      <p className="text-sm text-fg-muted">{t('dataExport.close.rule')}</p>
      {left.length > 0 ? (
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-red-700 p-3">
          <p className="text-sm font-medium">{t('dataExport.close.notYet')}</p>
          <ul aria-label={t('dataExport.close.whatIsLeft')} className="flex flex-col gap-2">
            {left.map((l) => (
              <li key={l.key} className="text-sm">
                <span className="block first-letter:uppercase">{l.text}.</span>
                <Link to={l.to} className="inline-flex min-h-tap items-center font-medium text-primary underline">
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DangerButton className="self-start" disabled={!online || close.pending} onClick={() => setConfirming(true)}>
        {t('dataExport.close.button')}
      </DangerButton>
      {confirming ? (
        <ConfirmDialog
          title={t('dataExport.close.title')}
          rows={[{ label: t('dataExport.close.when'), value: t('dataExport.close.atOnce') }]}
          confirmLabel={t('dataExport.close.button')}
          pendingLabel={t('dataExport.close.closing')}
          tone="danger"
          pending={close.pending}
          error={dialogError}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        >
          <ul className="list-disc pl-5 text-sm text-fg-muted">
            {CLOSE_CONSEQUENCES.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
        </ConfirmDialog>
      ) : null}
      {stepUp.dialog}
    </div>
  );
}
