import type { ReactNode } from 'react';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

type DataTableProps<T> = { label: string; columns: readonly Column<T>[]; rows: readonly T[]; rowKey: (row: T) => string };

/**
 * One table that is a table when its container is at least 36rem wide and a stack of cards
 * below that (each cell shows its column name). A container query, not the viewport: on a
 * portrait tablet the sidebar leaves ~540 px, where cards read better than a scrolled table.
 */
export function DataTable<T>({ label, columns, rows, rowKey }: DataTableProps<T>) {
  return (
    <div className="@container">
      <div className="@xl:overflow-x-auto">
        <table aria-label={label} className="w-full text-sm">
          <thead className="hidden border-b border-zinc-300 text-left text-zinc-600 @xl:table-header-group dark:border-zinc-700 dark:text-zinc-400">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className="px-3 py-2 font-medium">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 @xl:table-row-group">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className="flex flex-col rounded-md border border-zinc-200 p-3 @xl:table-row @xl:rounded-none @xl:border-0 @xl:border-b @xl:p-0 dark:border-zinc-800"
              >
                {columns.map((c) => (
                  <td
                    key={c.header}
                    data-label={c.header}
                    className={`flex items-baseline justify-between gap-3 py-1 text-right before:text-zinc-600 before:content-[attr(data-label)] @xl:table-cell @xl:px-3 @xl:py-2 @xl:text-left @xl:before:content-none dark:before:text-zinc-400 ${c.className ?? ''}`}
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
