/** Default error messages of the passkey calls, in the wording of docs/product.md, "Error catalogue". */
export const PASSKEY_DEFAULTS = {
  list: 'Failed to fetch passkeys',
  add: 'Failed to add the passkey',
  rename: 'Failed to rename the passkey',
  remove: 'Failed to remove the passkey',
  signIn: 'Failed to sign in with a passkey',
} as const;
