import { useEffect, useState } from 'react';
import { translate } from '../lib/i18n/i18n.ts';
import { useT } from '../lib/i18n/use-t.ts';
import { notify } from '../lib/toast.tsx';

/** "Reference" reads "reference" inside "Copy reference"; an acronym ("IBAN", "SWIFT/BIC") keeps its capitals. */
const spoken = (label: string) => (/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** Copies `value` to the clipboard and says so (the button also reads "Copied" for a moment). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  // "Copied" goes back to "Copy" after 2 s; the timer ends with the button (a closed dialog, a left page).
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify.success(translate('copy.done', { what: label }));
    } catch {
      notify.error(translate('copy.failed'));
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t('copy.label', { what: spoken(label) })}
      className="min-h-tap min-w-tap self-start rounded-control border border-line-strong px-3 py-1 text-label font-semibold hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
    >
      {copied ? t('copy.copied') : t('copy.action')}
    </button>
  );
}
