import type { ReactNode } from 'react';

type CenteredCardProps = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode };

/** The public pages' layout: one centred card on a plain background. */
export function CenteredCard({ title, subtitle, children, footer }: CenteredCardProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-zinc-100 px-4 py-8 dark:bg-black">
      <div className="w-full max-w-md rounded-xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-950">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 space-y-2 text-center text-sm">{footer}</div> : null}
      </div>
    </main>
  );
}
