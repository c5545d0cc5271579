import { useCallback, useState } from 'react';
import { SecondaryButton } from '../../../components/form/secondary-button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { StatementView } from '../../../components/statements/statement-view.tsx';
import { YearlyView } from '../../../components/statements/yearly-view.tsx';
import { useResource } from '../../../lib/use-resource.ts';
import { downloadUserStatement } from '../api/download-user-statement.ts';
import { downloadUserYearly } from '../api/download-user-yearly.ts';
import { getUserStatement } from '../api/get-user-statement.ts';
import { getUserYearly, userYearlyFailed } from '../api/get-user-yearly.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

function UserYearly({ userId }: { userId: string }) {
  const load = useCallback(() => getUserYearly(userId), [userId]);
  // Read once: a default that followed the language would make the hook load the list again.
  const [fallback] = useState(() => userYearlyFailed());
  const yearly = useResource(load, fallback);
  return (
    <YearlyView
      state={{ ...yearly, reload: () => void yearly.reload() }}
      download={(format, onProgress) => downloadUserYearly(userId, format, onProgress)}
    />
  );
}

/**
 * On an admin's user page: the investor's statements and yearly summary, the same documents the
 * investor downloads. Nothing is asked for until the admin does (the page already loads a lot).
 */
export function UserStatements({ userId }: { userId: string }) {
  const [yearly, setYearly] = useState(false);
  const t = useT();
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-2">
      <Panel title={t('admin.reports.statements')}>
        <StatementView
          load={(query) => getUserStatement(userId, query)}
          download={(format, query, onProgress) => downloadUserStatement(userId, format, query, onProgress)}
        />
      </Panel>
      <Panel title={t('admin.reports.yearly')}>
        {yearly ? (
          <UserYearly userId={userId} />
        ) : (
          <div>
            <SecondaryButton onClick={() => setYearly(true)}>{t('admin.reports.showYearly')}</SecondaryButton>
          </div>
        )}
      </Panel>
    </div>
  );
}
