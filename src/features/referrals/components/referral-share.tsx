import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { notify } from '../../../lib/toast.tsx';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(`${what} copied`);
  } catch {
    notify.error(`Could not copy the ${what.toLowerCase()}; select it and copy by hand.`);
  }
}

/** The code and link with Copy buttons, and Share where the Web Share API exists. */
export function ReferralShare({ code, link }: { code: string; link: string }) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  async function share() {
    try {
      await navigator.share({ title: 'Join me', text: `Sign up with my referral code ${code}`, url: link });
    } catch (error) {
      // Closing the share sheet is not an error worth a toast.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        notify.error('Sharing failed; copy the link instead.');
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <span className="text-sm text-fg-muted">Your referral code</span>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-zinc-100 px-2 py-1 text-lg font-bold dark:bg-zinc-800">{code}</code>
          <SecondaryButton onClick={() => void copy(code, 'Code')}>Copy code</SecondaryButton>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-sm text-fg-muted">Your referral link</span>
        <code className="rounded bg-zinc-100 px-2 py-1 text-sm break-all dark:bg-zinc-800">{link}</code>
        <div className="flex flex-wrap gap-2">
          <SecondaryButton onClick={() => void copy(link, 'Link')}>Copy link</SecondaryButton>
          {canShare ? <SecondaryButton onClick={() => void share()}>Share</SecondaryButton> : null}
        </div>
      </div>
    </div>
  );
}
