import type { MailCategory, MailPreference, NotificationChannel } from '../../../contract/notification-preferences.ts';
import { ChannelSwitch } from './channel-switch.tsx';
import type { MessageId } from '../../../lib/i18n/i18n.ts';
import type { Translate } from '../../../lib/i18n/use-t.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

export type Cell = { category: MailCategory; channel: NotificationChannel };

export const CATEGORY_TEXT: Record<MailCategory, { label: MessageId; hint: MessageId }> = {
  money: { label: 'notifyPrefs.category.money', hint: 'notifyPrefs.category.moneyHint' },
  investments: { label: 'notifyPrefs.category.investments', hint: 'notifyPrefs.category.investmentsHint' },
  security: { label: 'notifyPrefs.category.security', hint: 'notifyPrefs.category.securityHint' },
  support: { label: 'notifyPrefs.category.support', hint: 'notifyPrefs.category.supportHint' },
  news: { label: 'notifyPrefs.category.news', hint: 'notifyPrefs.category.newsHint' },
};

/** `label` heads the column; `inline` follows the category in a switch's name ("Money e-mail"). */
export const CHANNELS: Array<{ channel: NotificationChannel; label: MessageId; inline: MessageId }> = [
  { channel: 'inApp', label: 'notifyPrefs.channel.inApp', inline: 'notifyPrefs.channelInline.inApp' },
  { channel: 'email', label: 'notifyPrefs.channel.email', inline: 'notifyPrefs.channelInline.email' },
  { channel: 'push', label: 'notifyPrefs.channel.push', inline: 'notifyPrefs.channelInline.push' },
];

/** "Money e-mail": a switch's name, and what the saved / failed messages speak of. */
export const cellName = (t: Translate, cell: Cell): string => {
  const channel = CHANNELS.find((c) => c.channel === cell.channel);
  return t('notifyPrefs.cell', {
    category: t(CATEGORY_TEXT[cell.category].label),
    channel: channel ? t(channel.inline) : cell.channel,
  });
};

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
  const t = useT();
  return (
    <div className="@container flex flex-col">
      <div
        aria-hidden="true"
        className={`${ROW} hidden border-b border-line pb-2 text-sm font-semibold text-fg-muted @lg:grid`}
      >
        <span>{t('notifyPrefs.categoryColumn')}</span>
        {CHANNELS.map((c) => (
          <span key={c.channel} className="text-center">
            {t(c.label)}
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
                {t(text.label)}
              </span>
              <span id={hintId} className="text-sm text-fg-muted">
                {t(text.hint)}
              </span>
            </div>
            {CHANNELS.map(({ channel, label }) => {
              const pushOff = channel === 'push' && pushReasonId !== null;
              const isSaving = saving?.category === p.category && saving.channel === channel;
              return (
                <div key={channel} className="flex flex-col items-center">
                  <span aria-hidden="true" className="text-xs text-fg-muted @lg:hidden">
                    {t(label)}
                  </span>
                  <ChannelSwitch
                    label={cellName(t, { category: p.category, channel })}
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
