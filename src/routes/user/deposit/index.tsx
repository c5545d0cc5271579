import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { DepositForm } from '../../../features/deposits/components/deposit-form.tsx';
import { Trans } from '@lingui/react';
import { useT } from '../../../lib/i18n/use-t.ts';
import { optionalKeys, optionalText, type RawParams } from '../../../lib/search-params.ts';

// ?method=&amount= start the form from a method and amount ("Start a new deposit" on a rejected one).
const validateSearch = (raw: RawParams) =>
  optionalKeys({
    method: optionalText(raw['method'], { max: 64, trim: true }),
    amount: optionalText(raw['amount'], { max: 20, trim: true, pattern: /^\d+(\.\d{1,2})?$/ }),
  });

export const Route = createFileRoute('/user/deposit/')({
  validateSearch,
  component: DepositPage,
});

function DepositPage() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  const t = useT();
  return (
    <>
      <PageTitle title={t('deposit.title')}>
        <p className="text-fg-muted">
          <Trans id="deposit.intro" components={{ 0: <TextLink to="/user/deposit/logs">{null}</TextLink> }} />
        </p>
      </PageTitle>
      <DepositForm
        initial={{ methodId: search.method, amount: search.amount }}
        onCreated={(deposit) => {
          void navigate({ to: '/user/deposit/$depositId', params: { depositId: deposit.id } });
        }}
      />
    </>
  );
}
