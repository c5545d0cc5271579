import toast, { ToastBar, Toaster } from 'react-hot-toast';

export const TOAST_DURATION_MS = 8_000;

/** Fixed toast ids so a repeated event never stacks the same toast. */
export const TOAST_IDS = {
  sessionExpired: 'session-expired',
  adminLoginRequired: 'admin-login-required',
  accessDenied: 'access-denied',
  authError: 'auth-error',
  walletsError: 'wallets-error',
  update: 'app-update',
} as const;

/** Top-right toasts, 8 s, each with a close button; ToastBar renders role=status + aria-live. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      // Below the 56 px app header, so a toast never covers the bell or the account menu.
      containerStyle={{ top: 64 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        className: '!bg-white !text-black dark:!bg-zinc-900 dark:!text-white !border !border-zinc-300 dark:!border-zinc-700',
      }}
    >
      {(t) => (
        <ToastBar toast={t}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              <button
                type="button"
                onClick={() => toast.dismiss(t.id)}
                aria-label="Dismiss notification"
                className="ml-1 rounded px-1.5 text-lg leading-none text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-zinc-300 dark:hover:bg-zinc-800"
              >
                ×
              </button>
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
