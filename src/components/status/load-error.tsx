import { useT } from '../../lib/i18n/use-t.ts';
/** A failed load: the message and a Retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-tap rounded-md border border-current px-3 py-1 focus-visible:outline-2 focus-visible:outline-accent"
      >
        {t('status.retry')}
      </button>
    </div>
  );
}
