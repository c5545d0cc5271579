import type { Translate } from '../../lib/i18n/use-t.ts';

type IdleInput = {
  /** The amount as typed. */
  amountText: string;
  /** False while the typed amount is malformed or outside a limit the form checks itself. */
  amountOk: boolean;
  /** No method chosen yet (Add Money): the box says to choose one. */
  needsMethod?: boolean;
  /** Why no figures can be asked for although the inputs are complete (offline, wallets not loaded). */
  blocked?: string | null;
};

/** The offline reason, in the reader's language, for `blocked`. */
export const offlineChargeText = (t: Translate): string => t('money.idle.offline');

/**
 * What a charge box says while it has no figures, in the reader's language: what is still missing.
 * The same rules as src/lib/charge-idle-text.ts, whose sentences are built from English parts; it
 * never asks for an amount once one is typed, since a user who typed one reads that as the box not seeing it.
 */
export function chargeIdleMessage(t: Translate, input: IdleInput): string {
  const { amountText, amountOk, needsMethod = false, blocked = null } = input;
  if (!amountText.trim()) return needsMethod ? t('money.idle.chooseMethodAndAmount') : t('money.idle.enterAmount');
  if (needsMethod) return t('money.idle.chooseMethod');
  if (!amountOk) return t('money.idle.correctAmount');
  return blocked ?? t('money.idle.waiting');
}
