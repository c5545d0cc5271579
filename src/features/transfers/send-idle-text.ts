import type { Translate } from '../../lib/i18n/use-t.ts';

type IdleInput = {
  amountText: string;
  amountOk: boolean;
  recipient: 'missing' | 'invalid' | 'ok';
  /** Why no fee can be asked for although the inputs are complete; null when it can. */
  blocked: string | null;
};

/**
 * What Send Money's fee box says while it has no figures, in the reader's language (the steps of
 * src/lib/charge-idle-text.ts: it never asks for an amount once one is typed).
 */
export function sendIdleText(t: Translate, { amountText, amountOk, recipient, blocked }: IdleInput): string {
  if (!amountText.trim()) {
    if (recipient === 'missing') return t('send.idle.enterRecipientAndAmount');
    if (recipient === 'invalid') return t('send.idle.correctRecipientAndAmount');
    return t('send.idle.enterAmount');
  }
  if (recipient === 'missing') return t('send.idle.enterRecipient');
  if (recipient === 'invalid') return t('send.idle.correctRecipient');
  if (!amountOk) return t('send.idle.correctAmount');
  return blocked ?? t('send.idle.waiting');
}
