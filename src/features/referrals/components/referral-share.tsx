import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { translate, type MessageId } from '../../../lib/i18n/i18n.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { notify } from '../../../lib/toast.tsx';

const COPY_TEXT: Record<'code' | 'link', { copied: MessageId; failed: MessageId }> = {
  code: { copied: 'referral.codeCopied', failed: 'referral.codeCopyFailed' },
  link: { copied: 'referral.linkCopied', failed: 'referral.linkCopyFailed' },
};

async function copy(text: string, what: 'code' | 'link') {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(translate(COPY_TEXT[what].copied));
  } catch {
    notify.error(translate(COPY_TEXT[what].failed));
  }
}

/** The code and link with Copy buttons, and Share where the Web Share API exists. */
export function ReferralShare({ code, link }: { code: string; link: string }) {
  const t = useT();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  async function share() {
    try {
      await navigator.share({ title: t('referral.share.title'), text: t('referral.share.text', { code }), url: link });
    } catch (error) {
      // Closing the share sheet is not an error worth a toast.
      if (!(error instanceof DOMException && error.name === 'AbortError')) notify.error(t('referral.share.failed'));
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <span className="text-sm text-fg-muted">{t('referral.code')}</span>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-zinc-100 px-2 py-1 text-lg font-bold dark:bg-zinc-800">{code}</code>
          <SecondaryButton onClick={() => void copy(code, 'code')}>{t('referral.copyCode')}</SecondaryButton>
        </div>
      </div>
      <div className="flex flex-col gap-1">
        <span className="text-sm text-fg-muted">{t('referral.link')}</span>
        <code className="rounded bg-zinc-100 px-2 py-1 text-sm break-all dark:bg-zinc-800">{link}</code>
        <div className="flex flex-wrap gap-2">
          <SecondaryButton onClick={() => void copy(link, 'link')}>{t('referral.copyLink')}</SecondaryButton>
          {canShare ? <SecondaryButton onClick={() => void share()}>{t('referral.share')}</SecondaryButton> : null}
        </div>
      </div>
    </div>
  );
}
