import type { ReactNode } from 'react';
import { SecondaryButton } from '../form/secondary-button.tsx';
import { LoadError } from '../status/load-error.tsx';
import { useT } from '../../lib/i18n/use-t.ts';

type PagedState = {
  itemCount: number;
  loading: 'first' | 'more' | null;
  error: string | null;
  nextCursor: string | null;
  loadMore: () => void;
  retry: () => void;
};

/** `className` lets a page keep its own spacing; it defaults to the admin tables' gap. */
type Props = { state: PagedState; loadingText: string; emptyText: string; className?: string; children: ReactNode };

/** Loading, empty and error states of a keyset-paged list, and its "Load more" button. */
export function PagedListFrame({ state, loadingText, emptyText, className = 'flex flex-col gap-3', children }: Props) {
  const t = useT();
  let body: ReactNode = children;
  if (state.loading === 'first') body = <p role="status">{loadingText}</p>;
  else if (state.error && state.itemCount === 0) body = <LoadError message={state.error} onRetry={state.retry} />;
  else if (state.itemCount === 0) body = <p className="text-zinc-700 dark:text-zinc-300">{emptyText}</p>;
  return (
    <div className={className}>
      {body}
      {state.error && state.itemCount > 0 ? <LoadError message={state.error} onRetry={state.retry} /> : null}
      {state.nextCursor && state.loading !== 'first' && !state.error ? (
        <SecondaryButton onClick={state.loadMore} disabled={state.loading === 'more'} className="self-start">
          {state.loading === 'more' ? t('table.loading') : t('table.loadMore')}
        </SecondaryButton>
      ) : null}
    </div>
  );
}
