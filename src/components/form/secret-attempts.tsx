import { useEffect, useState } from 'react';
import type { ApiError } from '../../lib/api-error.ts';
import { Trans } from '@lingui/react';
import { useT } from '../../lib/i18n/use-t.ts';

const LOCK_CODES = new Set(['SECOND_FACTOR_LOCKED', 'PASSWORD_LOCKED']);

/** Until when a refused code or password keeps the form locked (the server's lockedUntil), or null. */
export function lockEnd(error: ApiError | null): Date | null {
  if (!error?.lockedUntil) return null;
  if (!LOCK_CODES.has(error.code ?? '') && error.attemptsLeft !== 0) return null;
  const end = new Date(error.lockedUntil);
  return Number.isNaN(end.getTime()) ? null : end;
}

const secondsUntil = (endMs: number | null) =>
  endMs === null ? 0 : Math.max(0, Math.ceil((endMs - Date.now()) / 1000));

/** Seconds left until `end`, ticking every second; 0 once passed (or no lock). */
export function useSecondsLeft(end: Date | null): number {
  const endMs = end ? end.getTime() : null;
  const [tick, setTick] = useState(() => ({ endMs, seconds: secondsUntil(endMs) }));
  useEffect(() => {
    if (endMs === null) return undefined;
    const timer = setInterval(() => setTick({ endMs, seconds: secondsUntil(endMs) }), 1000);
    return () => clearInterval(timer);
  }, [endMs]);
  // Worked out in the render that brings a new lock, not an effect later: otherwise that render
  // would say "try again now" and enable the form for a moment.
  return tick.endMs === endMs ? tick.seconds : secondsUntil(endMs);
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

type Props = { error: ApiError | null; secondsLeft: number };

/**
 * The one way every form that checks a code, passkey or password (step-up, sign-in code, the money
 * confirm steps, turning two-factor off, new recovery codes, removing a passkey, change password) shows a refused code or password: one inline message that says the tries left,
 * replaced on each try (never a stack of toasts), then, once locked, a lasting panel with the
 * countdown while the form stays disabled (`secondsLeft` > 0 from useSecondsLeft(lockEnd(error))).
 */
export function SecretAttempts({ error, secondsLeft }: Props) {
  const t = useT();
  if (!error) return null;
  if (lockEnd(error)) {
    return (
      <div
        role="alert"
        className="flex flex-col gap-1 rounded-control border border-danger bg-danger-soft px-3 py-2 text-label text-danger"
      >
        <p className="font-semibold">{t('form.locked')}</p>
        {secondsLeft > 0 ? (
          <p>
            <Trans
              id="form.lockedUntil"
              values={{ clock: clock(secondsLeft) }}
              components={{ 0: <time aria-live="off" /> }}
            />
          </p>
        ) : (
          <p>{t('form.unlocked')}</p>
        )}
      </div>
    );
  }
  const tries = error.attemptsLeft;
  return (
    <p role="alert" className="rounded-control bg-danger-soft px-3 py-2 text-label text-danger">
      <span>{error.message}</span>
      {tries !== null && tries > 0 ? <span>{` ${t('form.triesLeft', { count: tries })}`}</span> : null}
    </p>
  );
}
