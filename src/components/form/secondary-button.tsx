import type { ButtonHTMLAttributes } from 'react';

/** An outlined button for secondary actions (Back, Retry, Load more). */
export function SecondaryButton({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={`min-h-tap rounded-md border border-line-strong px-4 py-2 font-semibold hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`}
      {...props}
    />
  );
}
