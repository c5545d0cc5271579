/**
 * Whether this browser has WebAuthn at all, apart from the prompt code (src/lib/passkey-prompt.ts)
 * so the first page can decide to show a passkey button without loading it.
 */

/** False on a browser without WebAuthn (old, some in-app browsers): the UI says so instead of offering a button that cannot work. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
