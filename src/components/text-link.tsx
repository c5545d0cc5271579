import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type TextLinkProps = LinkProps & {
  children: ReactNode;
  /** A link on its own (not inside a sentence) gets the 44 px touch height; inside a sentence the line sizes it. */
  standalone?: boolean;
};

/** An in-app link styled for body text, with a visible focus ring. */
export function TextLink({ children, standalone = false, ...props }: TextLinkProps) {
  return (
    <Link
      {...props}
      className={`${standalone ? 'inline-flex min-h-tap items-center' : ''} font-medium text-accent underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-accent`}
    >
      {children}
    </Link>
  );
}
