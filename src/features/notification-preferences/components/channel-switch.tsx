import { LoaderCircle, Lock } from 'lucide-react';

type Props = {
  /** The whole name a screen reader hears, e.g. "Money e-mail"; it contains the visible channel label. */
  label: string;
  checked: boolean;
  /** Why it cannot be changed now (locked, push off on this device, offline, another save running). */
  blocked: boolean;
  locked?: boolean;
  saving?: boolean;
  describedBy?: string;
  onToggle: () => void;
};

/**
 * One category x channel switch. It stays focusable when it cannot be changed (aria-disabled, not
 * disabled): keyboard focus is not lost while a save runs, and a screen reader still reaches the
 * switch and hears why it is off-limits.
 */
export function ChannelSwitch({
  label,
  checked,
  blocked,
  locked = false,
  saving = false,
  describedBy,
  onToggle,
}: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-disabled={blocked || undefined}
      aria-busy={saving || undefined}
      aria-describedby={describedBy}
      onClick={() => {
        if (!blocked) onToggle();
      }}
      className={`group flex min-h-tap min-w-tap items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${
        blocked ? 'cursor-not-allowed' : 'cursor-pointer'
      }`}
    >
      <span
        aria-hidden="true"
        className={`relative flex h-6 w-11 items-center rounded-full border transition-colors ${
          checked ? 'border-primary bg-primary' : 'border-line-strong bg-surface-2'
        } ${blocked && !locked ? 'opacity-50' : ''}`}
      >
        <span
          className={`absolute top-0.5 flex size-4.5 items-center justify-center rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        >
          {saving ? <LoaderCircle className="size-3.5 animate-spin text-primary" /> : null}
          {locked && !saving ? <Lock className="size-3 text-primary" /> : null}
        </span>
      </span>
    </button>
  );
}
