import type { ReactNode } from 'react';
import { Brand } from '../brand.tsx';

type CenteredCardProps = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode };

/** The public pages' layout: one centred card on a plain background. */
export function CenteredCard({ title, subtitle, children, footer }: CenteredCardProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-canvas px-4 py-8">
      <Brand size="lg" />
      <div className="w-full max-w-md rounded-card border border-line bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-title font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-label text-fg-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 space-y-2 text-center text-sm">{footer}</div> : null}
      </div>
    </main>
  );
}
