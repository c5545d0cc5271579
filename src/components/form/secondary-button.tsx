import type { ButtonHTMLAttributes } from 'react';

/** An outlined button for secondary actions (Back, Retry, Load more). */
export function SecondaryButton({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={`min-h-11 rounded-md border border-zinc-400 px-4 py-2 font-semibold hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60 dark:border-zinc-600 dark:hover:bg-zinc-800 ${className ?? ''}`}
      {...props}
    />
  );
}
