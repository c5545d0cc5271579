import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** An in-app link styled for body text, with a visible focus ring. */
export function TextLink({ children, ...props }: LinkProps & { children: ReactNode }) {
  return (
    <Link
      {...props}
      className="font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-400"
    >
      {children}
    </Link>
  );
}
