import type { PushStatus } from '../../../lib/push-device-status.ts';
import { usePushToggle } from '../use-push-toggle.ts';

const HINTS: Record<PushStatus, string> = {
  checking: 'Checking this device...',
  unsupported:
    'This browser cannot receive push notifications. On iPhone and iPad, add the app to your Home Screen first.',
  'needs-install':
    'On iPhone and iPad, push needs the app on your Home Screen first: tap Share, then "Add to Home Screen", and open the app from there to turn push on.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser settings, then turn push on here.',
  off: 'Get deposits, withdrawals, transfers and support replies as notifications on this device, even when the app is closed.',
  on: 'This device gets a notification for each new message. Tap one to open it in the app.',
};

/** Settings: Web Push for this device, on or off. */
export function PushToggle() {
  const { status, busy, toggle } = usePushToggle();
  const on = status === 'on';
  const disabled = busy || status === 'checking' || status === 'unsupported' || status === 'needs-install';
  let label = on ? 'On' : 'Off';
  if (busy) label = on ? 'Turning off...' : 'Turning on...';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-4">
        <span id="push-toggle-label" className="font-medium">
          Push notifications
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
        {HINTS[status]}
      </p>
    </div>
  );
}
