import { Link } from '@tanstack/react-router';
import { useT } from '../../../lib/i18n/use-t.ts';
import { KYC_FORM_PATH } from '../messages.ts';

/** The refusal when withdrawals need an approved KYC: the server's message and a link to the form. */
export function KycRequired({ message }: { message: string }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
      <span>{message}</span>
      <Link to={KYC_FORM_PATH} className="font-semibold underline">
        {t('withdraw.kyc.link')}
      </Link>
    </div>
  );
}
