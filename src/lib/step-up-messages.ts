/** What an action says when the step-up it needed was not confirmed. */
export const STEP_UP_CANCELLED = 'Not confirmed: nothing was changed.';
