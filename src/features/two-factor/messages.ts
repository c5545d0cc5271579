/** Default error messages of the two-factor calls, in the wording of docs/product.md, "Error catalogue". */
export const TWO_FACTOR_DEFAULTS = {
  fetchStatus: 'Failed to fetch two-factor status',
  setup: 'Failed to start two-factor setup',
  enable: 'Failed to turn on two-factor authentication',
  disable: 'Failed to turn off two-factor authentication',
  newCodes: 'Failed to generate new recovery codes',
} as const;
