import { useEffect, type ReactNode } from 'react';
import { APP_NAME } from '../lib/app-name.ts';

/** The page's h1, also mirrored into document.title. */
export function PageTitle({ children, title }: { children?: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
  }, [title]);
  return (
    <div className="mb-6 flex flex-col gap-1">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}
