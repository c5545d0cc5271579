import { createFileRoute } from '@tanstack/react-router';
import { optionalKeys, optionalText, type RawParams } from '../../../lib/search-params.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { CardReturn } from '../../../features/deposits/components/card-return.tsx';
import { useT } from '../../../lib/i18n/use-t.ts';

// Stripe Checkout comes back here with ?deposit=<id> (and &cancelled=1 from its back link).
const validateSearch = (raw: RawParams) =>
  optionalKeys({
    deposit: optionalText(raw['deposit'], { max: 64, trim: true }),
    cancelled: raw['cancelled'] === 1 || raw['cancelled'] === '1' ? '1' : undefined,
  });

export const Route = createFileRoute('/user/deposit/card-return')({
  validateSearch,
  component: CardReturnPage,
});

function CardReturnPage() {
  const { deposit, cancelled } = Route.useSearch();
  const t = useT();
  return (
    <>
      <PageTitle title={t('deposit.cardReturn.title')} />
      {deposit ? (
        <CardReturn depositId={deposit} cancelled={cancelled === '1'} />
      ) : (
        <p className="text-fg-muted">{t('deposit.cardReturn.noDeposit')}</p>
      )}
    </>
  );
}
