/** Default error messages of the approval calls. */
export const APPROVAL_DEFAULTS = {
  fetch: 'Failed to fetch approval requests',
  decide: 'Failed to decide the approval request',
} as const;
