type IdleInput = {
  /** The amount as typed. */
  amountText: string;
  /** False while the typed amount is malformed or outside a limit the form checks itself. */
  amountOk: boolean;
  /** What the figures are, e.g. "the charge", "the fee", "what it pays". */
  shows: string;
  /** Another input still missing, as an instruction ("Choose a method"); null when none is. */
  needs?: string | null;
  /** Why no figures can be asked for although the inputs are complete (offline, an account cooling off). */
  blocked?: string | null;
};

export const OFFLINE_CHARGE_TEXT = 'You are offline: the charge is worked out once you are back online.';

/**
 * What a charge box says while it has no figures: what is still missing. It never asks for an
 * amount once one is typed, since a user who typed one reads that as the box not seeing it.
 */
export function chargeIdleText({ amountText, amountOk, shows, needs = null, blocked = null }: IdleInput): string {
  if (!amountText.trim())
    return needs ? `${needs} and enter an amount to see ${shows}.` : `Enter an amount to see ${shows}.`;
  if (needs) return `${needs} to see ${shows}.`;
  if (!amountOk) return `Correct the amount to see ${shows}.`;
  return blocked ?? `Waiting to work out ${shows}.`;
}
