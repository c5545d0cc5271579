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
import { getMonthReport, MONTH_REPORT_FAILED } from '../api/get-month-report.ts';

const usd = (n: number) => formatMoney(n, 'USD');
const counted = (c: { count: number; amount: number }) => `${usd(c.amount)} (${c.count})`;

/** The current UTC month, the report's default. */
const thisMonth = () => new Date().toISOString().slice(0, 7);

function ReportBody({ report }: { report: Report }) {
  const { liabilities: l } = report;
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <Panel title="Money in and out">
        <DetailList
          rows={[
            { label: 'Deposits approved', value: counted(report.deposits) },
            { label: 'Withdrawals requested', value: counted(report.withdrawals.requested) },
            { label: 'Withdrawals refunded', value: counted(report.withdrawals.refunded) },
            { label: 'Withdrawals paid out', value: counted(report.withdrawals.paid) },
            { label: 'Fees earned', value: usd(report.fees), strong: true },
            { label: 'Profit paid', value: usd(report.profitPaid) },
            { label: 'Referral commissions paid', value: usd(report.referralPaid) },
            { label: 'Badge bonuses paid', value: usd(report.bonusesPaid) },
            {
              label: 'Early exits',
              value: `${counted({ count: report.earlyExits.count, amount: report.earlyExits.returned })}, penalties ${usd(report.earlyExits.penalties)}`,
            },
          ]}
        />
      </Panel>
      <Panel title="Liabilities to users">
        <p
          role="status"
          className={`text-sm font-semibold ${l.reconciled && report.cachedBalances.matches ? 'text-success' : 'text-danger'}`}
        >
          {l.reconciled
            ? 'Reconciled: opening + movements = closing.'
            : 'Not reconciled: opening + movements differ from closing.'}{' '}
          {report.cachedBalances.matches
            ? 'Wallet balances match the ledger.'
            : 'Wallet balances differ from the ledger!'}
        </p>
        <DetailList
          rows={[
            { label: 'User wallets at month start', value: usd(l.opening) },
            ...l.movements.map((m) => ({ label: `Movement: ${m.type.replace(/_/g, ' ')}`, value: usd(m.amount) })),
            { label: 'User wallets at month end', value: usd(l.closing), strong: true },
            { label: 'Held in investments', value: usd(report.held.investments) },
            { label: 'Withdrawals payable', value: usd(report.held.withdrawalsPayable) },
          ]}
        />
      </Panel>
    </div>
  );
}

/** /admin/reports: pick a month, read the platform's figures, download them as CSV. */
export function MonthReport() {
  const [input, setInput] = useState(thisMonth);
  // The report follows the last complete month typed; a cleared field keeps the figures shown.
  const [month, setMonth] = useState(input);
  const valid = /^\d{4}-\d{2}$/.test(input);
  const change = (value: string) => {
    setInput(value);
    if (/^\d{4}-\d{2}$/.test(value)) setMonth(value);
  };
  const load = useCallback(() => getMonthReport(month), [month]);
  const report = useResource(load, MONTH_REPORT_FAILED);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <TextField
          name="month"
          label="Month (UTC)"
          type="month"
          value={input}
          onChange={(e) => change(e.target.value)}
          error={valid ? undefined : 'Choose a month'}
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
      {report.loading && !report.data ? <p role="status">Loading report...</p> : null}
      {report.data ? <ReportBody report={report.data} /> : null}
    </div>
  );
}
