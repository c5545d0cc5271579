import type { MessageId } from '../../../lib/i18n/i18n.ts';

/** Default error messages of the push calls, as message ids read with `translate` when a call fails. */
export const PUSH_DEFAULTS = {
  fetchKey: 'pwa.error.fetchKey',
  subscribe: 'pwa.error.subscribe',
  unsubscribe: 'pwa.error.unsubscribe',
} as const satisfies Record<string, MessageId>;
