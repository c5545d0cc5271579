import { useEffect } from 'react';
import { translate } from '../../lib/i18n/i18n.ts';
import { notify } from '../../lib/toast.tsx';

// An admin's sign-in can lead to the forced two-factor set-up instead of the panel: a "Logged in
// successfully" toast there would cover the set-up's own text and claim a sign-in not yet finished.
// The welcome waits for the panel's shell, which mounts only once the set-up is done (or not needed).
let pending = false;

/** Shows "Logged in successfully" when the panel's shell first appears, not at the moment of sign-in. */
export function welcomeOnArrival(): void {
  pending = true;
}

/** Called by the shell: the held welcome, once. */
export function useArrivalWelcome(): void {
  useEffect(() => {
    if (!pending) return;
    pending = false;
    notify.success(translate('toast.loggedIn'));
  }, []);
}
