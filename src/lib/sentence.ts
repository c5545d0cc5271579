/**
 * An admin action's outcome as a sentence: capital first letter, closing full stop ("deposit
 * DEP-1 approved" reads "Deposit DEP-1 approved."). Server answers like "User banned" pass through
 * it too, so every admin toast reads the same way whoever wrote the words. Text that already ends
 * in ".", "!" or "?" keeps its ending.
 */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
