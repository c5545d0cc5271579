/** Default error messages of the push calls (the spec has none for push). */
export const PUSH_DEFAULTS = {
  fetchKey: 'Failed to prepare push notifications',
  subscribe: 'Failed to turn on push notifications',
  unsubscribe: 'Failed to turn off push notifications',
} as const;
