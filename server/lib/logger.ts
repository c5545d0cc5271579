import { pino, type DestinationStream, type Level } from 'pino';

export type Logger = {
  info: (msg: string, extra?: Record<string, unknown>) => void;
  warn: (msg: string, extra?: Record<string, unknown>) => void;
  error: (msg: string, extra?: Record<string, unknown>) => void;
};

export type LogLevel = Level | 'silent';

/**
 * Keys whose values never reach a log line, at the top level or one level down (a request's
 * headers, a body someone logs whole). pino's redaction is path-based, so each shape is listed.
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'totp',
  'secret',
  'jwtSecret',
  'recoveryCode',
  'idempotencyKey',
  // The anti-phishing code proves a mail is real only while no one else has seen it.
  'antiPhishingCode',
  'anti_phishing_code',
];
export const REDACTED_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`), 'headers["x-metrics-token"]'];

/**
 * One JSON line per event (pino), so logs can be grepped and shipped as they are: errors on stderr,
 * the rest on stdout. `msg` comes right after level and time, as before pino, so tools that wait
 * for `"msg":"server listening","url":...` keep working. `destination` is for tests.
 */
export function createLogger(silent = false, level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const streams = destination
    ? destination
    : pino.multistream(
        [
          { level: 'trace', stream: process.stdout },
          { level: 'error', stream: process.stderr },
        ],
        { dedupe: true },
      );
  const base = pino(
    {
      level: silent ? 'silent' : level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    streams,
  );
  // The message goes in the merged object (first key) rather than pino's trailing msg argument.
  return {
    info: (msg, extra) => base.info({ msg, ...extra }),
    warn: (msg, extra) => base.warn({ msg, ...extra }),
    error: (msg, extra) => base.error({ msg, ...extra }),
  };
}
