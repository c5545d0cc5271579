import type { MessageId } from '../../../lib/i18n/i18n.ts';
import type { PushStatus } from '../../../lib/push-device-status.ts';
import { useCatalog } from '../use-catalog.ts';
import { usePushToggle } from '../use-push-toggle.ts';

const HINTS: Record<PushStatus, MessageId> = {
  checking: 'pwa.push.checking',
  unsupported: 'pwa.push.unsupported',
  'needs-install': 'pwa.push.needsInstall',
  blocked: 'pwa.push.blocked',
  off: 'pwa.push.off',
  on: 'pwa.push.on',
};

/** Settings: Web Push for this device, on or off. */
export function PushToggle() {
  const { status, busy, toggle } = usePushToggle();
  const t = useCatalog();
  const on = status === 'on';
  const disabled = busy || status === 'checking' || status === 'unsupported' || status === 'needs-install';
  let label = on ? t('pwa.push.stateOn') : t('pwa.push.stateOff');
  if (busy) label = on ? t('pwa.push.turningOff') : t('pwa.push.turningOn');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <span id="push-toggle-label" className="font-medium">
          {t('pwa.push.title')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="push-toggle-label"
          aria-describedby="push-toggle-hint"
          disabled={disabled}
          onClick={() => void toggle()}
          className={`flex min-h-tap min-w-28 items-center justify-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 ${
            on ? 'border-blue-700 bg-blue-700 text-white' : 'border-zinc-400 dark:border-zinc-600'
          }`}
        >
          {label}
        </button>
      </div>
      <p id="push-toggle-hint" className="text-sm text-fg-muted">
        {t(HINTS[status])}
      </p>
    </div>
  );
}
