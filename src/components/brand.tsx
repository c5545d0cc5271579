import { APP_NAME } from '../lib/app-name.ts';

/** The logo: a wallet-blue tile with a rising line, drawn inline (no image request on first paint). */
export function BrandMark({ className = 'size-7' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={`shrink-0 ${className}`}>
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path
        d="M7 21.5l5.5-6 4.5 4 8-9.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="25" cy="10" r="2.2" fill="#6ee7b7" />
    </svg>
  );
}

/** Logo and name, as the sign-in pages and the headers show them. */
export function Brand({ size = 'md' }: { size?: 'sm' | 'md' | 'lg' }) {
  const text =
    size === 'lg' ? 'text-title font-bold' : size === 'md' ? 'text-heading font-bold' : 'text-label font-bold';
  const mark = size === 'lg' ? 'size-10' : size === 'md' ? 'size-8' : 'size-6';
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      <BrandMark className={mark} />
      <span className={text}>{APP_NAME}</span>
    </span>
  );
}
