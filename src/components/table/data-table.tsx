import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t.ts';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /**
   * 'low': left out of the table while its container is narrower than 64rem (a portrait tablet
   * beside the sidebar); the stacked cards of a phone still show it.
   */
  priority?: 'low';
  /** Dates, amounts and references never wrap. */
  nowrap?: boolean;
};

type DataTableProps<T> = {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
};

const LOW = '@2xl:@max-5xl:hidden';

/**
 * One table that is a table when its container is at least 42rem wide and a stack of cards
 * below that (each cell shows its column name). A container query, not the viewport: on a
 * portrait tablet the sidebar leaves ~460 px, where cards read better than a scrolled table;
 * from 42rem the table keeps its priority columns and adds the rest from 64rem. Its scroll
 * region is a keyboard stop with a name, so a table that still scrolls can be read by keyboard.
 */
export function DataTable<T>({ label, columns, rows, rowKey }: DataTableProps<T>) {
  const t = useT();
  return (
    <div className="@container">
      <div className="@2xl:overflow-x-auto" tabIndex={0} role="region" aria-label={t('table.region', { label })}>
        <table aria-label={label} className="w-full text-label">
          <thead className="hidden border-b border-line text-left text-fg-muted @2xl:table-header-group">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  className={`px-2 py-2 font-medium whitespace-nowrap ${c.priority === 'low' ? LOW : ''}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 @2xl:table-row-group">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className="flex flex-col rounded-card border border-line p-3 @2xl:table-row @2xl:rounded-none @2xl:border-0 @2xl:border-b @2xl:p-0"
              >
                {columns.map((c) => (
                  <td
                    key={c.header}
                    data-label={c.header}
                    className={`flex items-baseline justify-between gap-3 py-1 text-right before:shrink-0 before:text-left before:text-fg-muted before:content-[attr(data-label)] @2xl:table-cell @2xl:px-2 @2xl:py-2 @2xl:text-left @2xl:align-top @2xl:before:content-none ${c.nowrap ? 'whitespace-nowrap' : ''} ${c.priority === 'low' ? LOW : ''} ${c.className ?? ''}`}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
