import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { DepositLog } from '../../../features/deposits/components/deposit-log.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

export const Route = createFileRoute('/user/deposit/logs')({
  component: DepositLogPage,
});

function DepositLogPage() {
  const t = useT();
  return (
    <>
      <PageTitle title={t('deposit.log.title')}>
        <p className="text-fg-muted">
          <TextLink standalone to="/user/deposit">
            {t('deposit.title')}
          </TextLink>
        </p>
      </PageTitle>
      <DepositLog />
    </>
  );
}
