import type { ButtonHTMLAttributes } from 'react';

/**
 * The destructive look (ban, delete, sign out): solid red, white text. One class string, shared
 * with the confirmation dialog's danger tone, so a destructive action looks the same before and
 * inside its confirmation.
 */
export const DANGER_BUTTON_CLASS = 'bg-red-700 text-white hover:bg-red-800';

/** A button for an action that takes something away; it should open a confirmation, never act at once. */
export function DangerButton({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={`min-h-tap rounded-control px-4 py-2 font-semibold ${DANGER_BUTTON_CLASS} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`}
      {...props}
    />
  );
}
