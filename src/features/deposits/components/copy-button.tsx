import { useState } from 'react';
import { notify } from '../../../lib/toast.tsx';

/** Copies `value` to the clipboard and says so (the button also reads "Copied" for a moment). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify.success(`${label} copied`);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error('Could not copy. Select the text and copy it instead.');
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`Copy ${label.toLowerCase()}`}
      className="min-h-tap rounded-md border border-zinc-400 px-3 py-1 text-sm font-semibold hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-zinc-600 dark:hover:bg-zinc-800"
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
