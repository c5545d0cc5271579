/** Default error messages of the push calls (the catalogue in docs/product.md has none for push). */
export const PUSH_DEFAULTS = {
  fetchKey: 'Failed to prepare push notifications',
  subscribe: 'Failed to turn on push notifications',
  unsubscribe: 'Failed to turn off push notifications',
} as const;
