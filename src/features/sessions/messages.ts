/** Default error messages of the sessions calls, in the wording of docs/product.md, "Error catalogue". */
export const SESSION_DEFAULTS = {
  list: 'Failed to fetch signed-in devices',
  signOut: 'Failed to sign the device out',
  signOutOthers: 'Failed to sign out the other devices',
  history: 'Failed to fetch login history',
} as const;

/** "Chrome 131 on Windows 10": how a device is named on the page. */
export const deviceName = (d: { browser: string; os: string }) => `${d.browser} on ${d.os}`;
