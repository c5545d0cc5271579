import { useState } from 'react';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { notify } from '../../../lib/toast.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

const FILE_NAME = 'wallet-platform-recovery-codes.txt';

function codesText(codes: string[]): string {
  return [translate('twoFactor.fileTitle'), translate('twoFactor.fileHint'), '', ...codes, ''].join('\n');
}

/** Saves the codes as a text file. */
function download(codes: string[]): void {
  saveFile(new Blob([codesText(codes)], { type: 'text/plain' }), FILE_NAME);
}

/**
 * The recovery codes, shown once after they are made: the user copies or downloads them and says
 * they saved them before leaving, since the server keeps only their hashes.
 */
export function RecoveryCodesView({ codes, onFinish }: { codes: string[]; onFinish: () => void }) {
  const [saved, setSaved] = useState(false);
  const t = useT();

  async function copy() {
    try {
      await navigator.clipboard.writeText(codesText(codes));
      notify.success(translate('twoFactor.copied'));
    } catch {
      notify.error(translate('twoFactor.copyFailed'));
    }
  }

  return (
    <div role="group" aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <h3 id="recovery-codes-title" className="font-semibold">
        {t('twoFactor.saveTitle')}
      </h3>
      <p className="text-sm text-fg-muted">{t('twoFactor.saveIntro')}</p>
      <ul
        aria-label={t('twoFactor.codesList')}
        className="grid grid-cols-2 gap-2 rounded-md bg-zinc-100 p-3 font-mono text-base dark:bg-zinc-800"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SecondaryButton onClick={() => void copy()}>{t('twoFactor.copy')}</SecondaryButton>
        <SecondaryButton onClick={() => download(codes)}>{t('twoFactor.download')}</SecondaryButton>
      </div>
      <label className="flex min-h-tap items-center gap-2">
        <input type="checkbox" className="size-5" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        {t('twoFactor.savedCheck')}
      </label>
      <button
        type="button"
        onClick={onFinish}
        disabled={!saved}
        className="min-h-tap self-start rounded-md bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60"
      >
        {t('twoFactor.done')}
      </button>
    </div>
  );
}
