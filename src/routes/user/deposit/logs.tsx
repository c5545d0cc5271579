import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { DepositLog } from '../../../features/deposits/components/deposit-log.tsx';

export const Route = createFileRoute('/user/deposit/logs')({
  component: () => (
    <>
      <PageTitle title="Add Money Log">
        <p className="text-fg-muted">
          <TextLink standalone to="/user/deposit">
            Add Money
          </TextLink>
        </p>
      </PageTitle>
      <DepositLog />
    </>
  ),
});
