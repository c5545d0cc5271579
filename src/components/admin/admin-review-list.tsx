import { useCallback, useState, type ComponentType } from 'react';
import type { ReviewStatus } from '../../contract/methods.ts';
import { usePagedList, type Page } from '../../lib/use-paged-list.ts';
import { SecondaryButton } from '../form/secondary-button.tsx';
import { LoadError } from '../status/load-error.tsx';
import { StatusFilter, type StatusFilterValue } from './status-filter.tsx';

type Props<T extends { id: string }> = {
  /** Accessible name of the whole section, e.g. "Deposit requests". */
  label: string;
  /** Accessible name of the list of cards, e.g. "Deposits". */
  listLabel: string;
  loadingText: string;
  emptyText: string;
  fallback: string;
  /** Must keep its identity across renders: a new function reloads the list. */
  loadPage: (status: ReviewStatus | undefined, cursor?: string) => Promise<Page<T>>;
  /** One item with its review actions; `onChanged` reloads the list after a decision. */
  Card: ComponentType<{ item: T; onChanged: () => void }>;
};

/**
 * Admin review queue shared by deposits and withdrawals: a status filter, a grid of cards and
 * "Load more". Unlike PagedListFrame it hides "Load more" while any page loads, as it always has.
 */
export function AdminReviewList<T extends { id: string }>({ label, listLabel, loadingText, emptyText, fallback, loadPage: fetchPage, Card }: Props<T>) {
  const [filter, setFilter] = useState<StatusFilterValue>('pending');
  const [version, setVersion] = useState(0);
  const loadPage = useCallback(
    (cursor: string | undefined) => fetchPage(filter === 'all' ? undefined : filter, cursor),
    // `version` reloads the list after a decision.
    [fetchPage, filter, version],
  );
  const list = usePagedList(loadPage, fallback);
  let body;
  if (list.loading === 'first') body = <p role="status">{loadingText}</p>;
  else if (list.error && list.items.length === 0) body = <LoadError message={list.error} onRetry={list.retry} />;
  else if (list.items.length === 0) body = <p className="text-zinc-700 dark:text-zinc-300">{emptyText}</p>;
  else
    body = (
      <ul aria-label={listLabel} className="grid gap-3 md:grid-cols-2">
        {list.items.map((item) => (
          <Card key={item.id} item={item} onChanged={() => setVersion((v) => v + 1)} />
        ))}
      </ul>
    );
  return (
    <section aria-label={label} className="flex flex-col gap-4">
      <StatusFilter value={filter} onChange={setFilter} />
      {body}
      {list.nextCursor && !list.loading ? (
        <SecondaryButton onClick={list.loadMore} className="self-start">
          Load more
        </SecondaryButton>
      ) : null}
    </section>
  );
}
