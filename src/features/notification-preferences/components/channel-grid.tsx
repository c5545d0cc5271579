import type { MailCategory, MailPreference, NotificationChannel } from '../../../contract/notification-preferences.ts';
import { ChannelSwitch } from './channel-switch.tsx';

export type Cell = { category: MailCategory; channel: NotificationChannel };

export const CATEGORY_TEXT: Record<MailCategory, { label: string; hint: string }> = {
  money: { label: 'Money', hint: 'Deposits, withdrawals, money sent and received, referral commissions' },
  investments: { label: 'Investments', hint: 'Investments made, profit paid, investments completed, badges' },
  security: {
    label: 'Security',
    hint: 'Always on: sign-ins, password, two-factor, passkeys and withdrawal changes, so you can act at once if it was not you',
  },
  support: { label: 'Support', hint: 'Ticket replies and identity verification' },
  news: { label: 'News', hint: 'Announcements from the platform' },
};

export const CHANNELS: Array<{ channel: NotificationChannel; label: string }> = [
  { channel: 'inApp', label: 'In-app' },
  { channel: 'email', label: 'E-mail' },
  { channel: 'push', label: 'Push' },
];

type Props = {
  items: MailPreference[];
  saving: Cell | null;
  /** Nothing can change (offline, or a save is running). */
  frozen: boolean;
  /** Set when push is not on for this device: the id of the text that says why. */
  pushReasonId: string | null;
  onToggle: (cell: Cell, next: boolean) => void;
};

const ROW = 'grid grid-cols-3 items-center gap-x-2 gap-y-1 @lg:grid-cols-[minmax(0,1fr)_repeat(3,5.5rem)]';

/**
 * Categories down, channels across. In a narrow box (phones, a tablet beside the sidebar) each
 * category is a block: its name and hint, then three labelled switches side by side; from 32rem of
 * width (a container query, so it follows the section and not the window) a header row names them.
 * Each row is a group named by its category, and each switch names category and channel.
 */
export function ChannelGrid({ items, saving, frozen, pushReasonId, onToggle }: Props) {
  return (
    <div className="@container flex flex-col">
      <div
        aria-hidden="true"
        className={`${ROW} hidden border-b border-line pb-2 text-sm font-semibold text-fg-muted @lg:grid`}
      >
        <span>Category</span>
        {CHANNELS.map((c) => (
          <span key={c.channel} className="text-center">
            {c.label}
          </span>
        ))}
      </div>
      {items.map((p) => {
        const text = CATEGORY_TEXT[p.category];
        const nameId = `notify-pref-${p.category}`;
        const hintId = `notify-pref-${p.category}-hint`;
        return (
          <div
            key={p.category}
            role="group"
            aria-labelledby={nameId}
            aria-describedby={hintId}
            className={`${ROW} border-b border-line py-3 last:border-b-0`}
          >
            <div className="col-span-3 flex flex-col @lg:col-span-1">
              <span id={nameId} className="font-medium">
                {text.label}
              </span>
              <span id={hintId} className="text-sm text-fg-muted">
                {text.hint}
              </span>
            </div>
            {CHANNELS.map(({ channel, label }) => {
              const pushOff = channel === 'push' && pushReasonId !== null;
              const isSaving = saving?.category === p.category && saving.channel === channel;
              return (
                <div key={channel} className="flex flex-col items-center">
                  <span aria-hidden="true" className="text-xs text-fg-muted @lg:hidden">
                    {label}
                  </span>
                  <ChannelSwitch
                    label={`${text.label} ${label.toLowerCase()}`}
                    // No push reaches this device while it is off here: the switch shows that, not the saved choice.
                    checked={pushOff ? false : p[channel]}
                    locked={p.locked}
                    saving={isSaving}
                    blocked={p.locked || frozen || pushOff}
                    describedBy={pushOff ? (pushReasonId ?? undefined) : p.locked ? hintId : undefined}
                    onToggle={() => onToggle({ category: p.category, channel }, !p[channel])}
                  />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
