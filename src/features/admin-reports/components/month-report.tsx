import { useCallback, useState } from 'react';
import type { MonthReport as Report } from '../../../contract/admin-reports.ts';
import { formatMoney } from '../../../contract/cents.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { DetailList } from '../../../components/money/detail-list.tsx';
import { Panel } from '../../../components/panel.tsx';
import { DownloadButtons } from '../../../components/statements/download-buttons.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { downloadMonthReport } from '../api/download-month-report.ts';
import { getMonthReport, monthReportFailed } from '../api/get-month-report.ts';
import { transactionTypeWord } from '../../../components/admin/transaction-type-word.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

const usd = (n: number) => formatMoney(n, 'USD');
const counted = (c: { count: number; amount: number }) => `${usd(c.amount)} (${c.count})`;

/** The current UTC month, the report's default. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

function ReportBody({ report }: { report: Report }) {
  const { liabilities: l } = report;
  const t = useT();
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <Panel title={t('admin.reports.moneyInOut')}>
        <DetailList
          rows={[
            { label: t('admin.reports.depositsApproved'), value: counted(report.deposits) },
            { label: t('admin.reports.withdrawalsRequested'), value: counted(report.withdrawals.requested) },
            { label: t('admin.reports.withdrawalsRefunded'), value: counted(report.withdrawals.refunded) },
            { label: t('admin.reports.withdrawalsPaid'), value: counted(report.withdrawals.paid) },
            { label: t('admin.reports.fees'), value: usd(report.fees), strong: true },
            { label: t('admin.reports.profitPaid'), value: usd(report.profitPaid) },
            { label: t('admin.reports.referralPaid'), value: usd(report.referralPaid) },
            { label: t('admin.reports.bonusesPaid'), value: usd(report.bonusesPaid) },
            {
              label: t('admin.reports.earlyExits'),
              value: t('admin.reports.earlyExitsValue', {
                returned: counted({ count: report.earlyExits.count, amount: report.earlyExits.returned }),
                penalties: usd(report.earlyExits.penalties),
              }),
            },
          ]}
        />
      </Panel>
      <Panel title={t('admin.reports.liabilities')}>
        <p
          role="status"
          className={`text-sm font-semibold ${l.reconciled && report.cachedBalances.matches ? 'text-success' : 'text-danger'}`}
        >
          {l.reconciled ? t('admin.reports.reconciled') : t('admin.reports.notReconciled')}{' '}
          {report.cachedBalances.matches ? t('admin.reports.balancesMatch') : t('admin.reports.balancesDiffer')}
        </p>
        <DetailList
          rows={[
            { label: t('admin.reports.opening'), value: usd(l.opening) },
            ...l.movements.map((m) => ({
              label: t('admin.reports.movement', { type: transactionTypeWord(t, m.type) }),
              value: usd(m.amount),
            })),
            { label: t('admin.reports.closing'), value: usd(l.closing), strong: true },
            { label: t('admin.reports.heldInvestments'), value: usd(report.held.investments) },
            { label: t('admin.reports.withdrawalsPayable'), value: usd(report.held.withdrawalsPayable) },
          ]}
        />
      </Panel>
    </div>
  );
}

/** /admin/reports: pick a month, read the platform's figures, download them as CSV. */
export function MonthReport() {
  const t = useT();
  const [input, setInput] = useState(thisMonth);
  // The report follows the last complete month typed; a cleared field keeps the figures shown.
  const [month, setMonth] = useState(input);
  const valid = /^\d{4}-\d{2}$/.test(input);
  const change = (value: string) => {
    setInput(value);
    if (/^\d{4}-\d{2}$/.test(value)) setMonth(value);
  };
  const load = useCallback(() => getMonthReport(month), [month]);
  // Read once: a default that followed the language would make the hook load the list again.
  const [fallback] = useState(() => monthReportFailed());
  const report = useResource(load, fallback);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <TextField
          name="month"
          label={t('admin.reports.month')}
          type="month"
          value={input}
          onChange={(e) => change(e.target.value)}
          error={valid ? undefined : t('admin.reports.chooseMonth')}
        />
        {/* Lined up with the field, below its label, where the row has room for both. */}
        <div className="sm:pt-6">
          <DownloadButtons
            formats={['csv']}
            disabled={!valid}
            download={(_f, onProgress) => downloadMonthReport(month, onProgress)}
          />
        </div>
      </div>
      {report.error ? <LoadError message={report.error} onRetry={() => void report.reload()} /> : null}
      {report.loading && !report.data ? <p role="status">{t('admin.reports.loading')}</p> : null}
      {report.data ? <ReportBody report={report.data} /> : null}
    </div>
  );
}
