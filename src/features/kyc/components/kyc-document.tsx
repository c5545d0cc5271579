import { useEffect, useState } from 'react';
import { toApiError } from '../../../lib/api-error.ts';
import { adminGetKycDocument } from '../api/admin-get-kyc-document.ts';
import { useT } from '../../../lib/i18n/use-t.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

type Props = { url: string; mime: string; name: string };

/**
 * The submitted document, fetched with the admin's bearer token and shown from a blob URL:
 * images inline, PDFs through Open / Download (the app's CSP allows blob: images only).
 */
export function KycDocument({ url, mime, name }: Props) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let created: string | null = null;
    let cancelled = false;
    setObjectUrl(null);
    setError(null);
    adminGetKycDocument(url).then(
      (blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(new Blob([blob], { type: mime }));
        setObjectUrl(created);
      },
      (caught: unknown) => {
        if (!cancelled) setError(toApiError(caught, translate('kyc.admin.error.document')).message);
      },
    );
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, mime]);

  if (error)
    return (
      <p role="alert" className="text-sm text-danger">
        {error}
      </p>
    );
  if (!objectUrl)
    return (
      <p role="status" className="text-sm">
        {t('kyc.admin.loadingDocument')}
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      {mime.startsWith('image/') ? (
        <img
          src={objectUrl}
          alt={t('kyc.admin.documentAlt', { name })}
          className="max-h-96 w-auto self-start rounded border border-line"
        />
      ) : null}
      <div className="flex gap-4 text-sm">
        <a
          href={objectUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-accent hover:underline"
        >
          {t('kyc.admin.openDocument')}
        </a>
        <a href={objectUrl} download={name} className="font-medium text-accent hover:underline">
          {t('kyc.admin.download')}
        </a>
      </div>
    </div>
  );
}
