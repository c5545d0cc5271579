import { createFileRoute } from '@tanstack/react-router';
import { requiredParam } from '../../../lib/search-params.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { DepositDetails } from '../../../features/deposits/components/deposit-details.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

/** The crypto payment details view of one deposit (also shows manual instructions). */
export const Route = createFileRoute('/user/deposit/$depositId')({
  params: { parse: (raw) => ({ depositId: requiredParam(raw, 'depositId', 64) }) },
  component: DepositDetailsPage,
});

function DepositDetailsPage() {
  const { depositId } = Route.useParams();
  const t = useT();
  return (
    <>
      <PageTitle title={t('deposit.details.title')}>
        <p className="text-fg-muted">
          <TextLink standalone to="/user/deposit/logs">
            {t('deposit.backToLog')}
          </TextLink>
        </p>
      </PageTitle>
      <DepositDetails depositId={depositId} />
    </>
  );
}
