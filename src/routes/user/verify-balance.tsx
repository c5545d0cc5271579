import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { TextLink } from '../../components/text-link.tsx';
import { VerifyBalance } from '../../features/proof-of-liabilities/components/verify-balance.tsx';

export const Route = createFileRoute('/user/verify-balance')({
  component: () => (
    <>
      <PageTitle title="Verify my balance">
        <p className="text-fg-muted">
          Your browser recomputes the published proof of liabilities from your own balance.{' '}
          <TextLink to="/proof-of-liabilities">How it works</TextLink>
        </p>
      </PageTitle>
      <VerifyBalance />
    </>
  ),
});
