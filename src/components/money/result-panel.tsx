import { useEffect, useRef, type ReactNode } from 'react';
import { DetailList, type DetailRow } from './detail-list.tsx';

type ResultPanelProps = { title: string; message: string; rows: readonly DetailRow[]; children?: ReactNode };

/** The outcome of a money action; focus moves to its heading so keyboard and screen reader users land on it. */
export function ResultPanel({ title, message, rows, children }: ResultPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="money-result-title"
      aria-live="polite"
      className="flex max-w-md flex-col gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950"
    >
      <h2
        id="money-result-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold focus-visible:outline-2 focus-visible:outline-accent"
      >
        {title}
      </h2>
      <p className="text-sm">{message}</p>
      <DetailList rows={rows} />
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </section>
  );
}
