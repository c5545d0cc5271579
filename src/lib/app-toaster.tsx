import { X } from 'lucide-react';
import toast, { ToastBar, Toaster } from 'react-hot-toast';
import { translate } from './i18n/i18n.ts';

/**
 * Top-right toasts, 8 s, each with a close button; ToastBar renders role=status + aria-live.
 * Loaded with the first toast (see AppToaster in toast.tsx), never with the first page.
 */
export function ToasterView({ duration }: { duration: number }) {
  return (
    <Toaster
      position="top-right"
      // Below the 56 px app header, so a toast never covers the bell or the account menu.
      containerStyle={{ top: 64 }}
      toastOptions={{
        duration,
        className:
          '!bg-white !text-black dark:!bg-zinc-900 dark:!text-white !border !border-zinc-300 dark:!border-zinc-700',
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
                aria-label={translate('toast.dismiss')}
                // 44x44 like every touch target; the negative margins keep the toast itself compact.
                className="-my-2 -mr-2 ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-zinc-300 dark:hover:bg-zinc-800"
              >
                <X aria-hidden="true" size={18} />
              </button>
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
