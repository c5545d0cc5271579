import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { DepositDetails } from '../../../features/deposits/components/deposit-details.tsx';

const paramsSchema = z.object({ depositId: z.string().min(1).max(64) });

/** The crypto payment details view of one deposit (also shows manual instructions). */
export const Route = createFileRoute('/user/deposit/$depositId')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
  component: DepositDetailsPage,
});

function DepositDetailsPage() {
  const { depositId } = Route.useParams();
  return (
    <>
      <PageTitle title="Payment details">
        <p className="text-zinc-700 dark:text-zinc-300">
          <TextLink to="/user/deposit/logs">Back to Add Money Log</TextLink>
        </p>
      </PageTitle>
      <DepositDetails depositId={depositId} />
    </>
  );
}
