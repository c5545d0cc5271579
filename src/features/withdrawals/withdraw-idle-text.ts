import type { Translate } from '../../lib/i18n/use-t.ts';

type IdleInput = {
  amountText: string;
  amountOk: boolean;
  accountChosen: boolean;
  /** Why no figures can be asked for although the inputs are complete; null when they can. */
  blocked: string | null;
};

/**
 * What Withdraw's charge box says while it has no figures, in the reader's language (the same
 * steps as src/lib/charge-idle-text.ts: never asks for an amount once one is typed).
 */
export function withdrawIdleText(t: Translate, { amountText, amountOk, accountChosen, blocked }: IdleInput): string {
  if (!amountText.trim())
    return t(accountChosen ? 'withdraw.idle.enterAmount' : 'withdraw.idle.chooseAccountAndAmount');
  if (!accountChosen) return t('withdraw.idle.chooseAccount');
  if (!amountOk) return t('withdraw.idle.correctAmount');
  return blocked ?? t('withdraw.idle.waiting');
}
