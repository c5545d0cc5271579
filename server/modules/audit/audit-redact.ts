import { createHash } from 'node:crypto';

/** Keys whose values the audit log never shows: keys (xpub), node URLs (often carry an API key), secrets. */
const SECRET_KEY = /xpub|rpc_?url|secret|token|password|api_?key|private|mnemonic|seed|signing/i;

/**
 * A stored audit value as the log shows it: each secret replaced by "hidden" and a short
 * fingerprint, so an admin sees that it changed (the fingerprints differ) and never what it is.
 */
export function redactAudit(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactAudit);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) && v !== null && v !== undefined && v !== '' ? hidden(v) : redactAudit(v),
    ]),
  );
}

const hidden = (v: unknown) => `hidden (${createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 6)})`;
