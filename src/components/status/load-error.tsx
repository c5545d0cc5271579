/** A failed load: the message and a Retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-400">
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-tap rounded-md border border-current px-3 py-1 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        Retry
      </button>
    </div>
  );
}
