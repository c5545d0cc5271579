import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';

const TIMEOUT_MS = 60_000;

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number };

/**
 * GET /api/... with the session's bearer token, validated like the app's own calls. Status 0 means
 * no answer (offline, timeout) or an answer of the wrong shape.
 */
export async function apiGet<S extends $ZodType>(
  path: string,
  token: string,
  schema: S,
): Promise<ApiResult<output<S>>> {
  try {
    const res = await fetch(`/api${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) return { ok: false, status: res.status };
    const parsed = safeParse(schema, await res.json());
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 0 };
  } catch {
    return { ok: false, status: 0 };
  }
}
