import { useCallback, useEffect, useState } from 'react';
import { screenFormat } from '../../../contract/locale-format.ts';
import { formatLocalDateTimeWithZone } from '../../../contract/date-time.ts';
import { checkProof } from '../../../contract/merkle-sum-tree.ts';
import type { LiabilityProof } from '../../../contract/proof-of-liabilities.ts';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useT, type Translate } from '../../../lib/i18n/use-t.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getMyProof } from '../api/get-my-proof.ts';
import { getPublishedLiabilities } from '../api/get-published-liabilities.ts';
import { ProofDownload } from './proof-download.tsx';

type Loaded = { proof: LiabilityProof | null; publishedRoot: string | null };
type Outcome = { matches: boolean; text: string };

async function loadBoth(): Promise<Loaded> {
  const [proof, published] = await Promise.all([getMyProof(), getPublishedLiabilities()]);
  return { proof, publishedRoot: published?.root_hash ?? null };
}

/** Says in words what the browser's own recomputation found, so no hash has to be read. */
async function verify(
  t: Translate,
  proof: LiabilityProof,
  publishedRoot: string | null,
  userId: string | undefined,
): Promise<Outcome> {
  const amount = screenFormat().money(proof.balance_cents / 100, 'USD');
  const check = await checkProof({ ...proof, user_id: userId, root_hash: publishedRoot ?? '' });
  if (check.matches)
    return {
      matches: true,
      text: t('pol.result.matches', { amount }),
    };
  if (!check.idHashMatches)
    return {
      matches: false,
      text: t('pol.result.notYours'),
    };
  if (publishedRoot === null) return { matches: false, text: t('pol.result.noRoot') };
  return { matches: false, text: t('pol.result.mismatch', { amount }) };
}

/** "Verify my balance": the investor's proof, recomputed here with WebCrypto, never on our server. */
export function VerifyBalance() {
  const t = useT();
  // Read once: a new text per language would make the page load again on every switch.
  const [failed] = useState(() => t('pol.error.myProof'));
  const { data, error, reload } = useResource(loadBoth, failed);
  const userId = useSessionStore((s) => s.user?.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useCallback(async () => {
    if (!data?.proof) return;
    setOutcome(await verify(t, data.proof, data.publishedRoot, userId));
  }, [data, userId, t]);
  useEffect(() => {
    void run();
  }, [run]);

  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">{t('pol.loadingProof')}</p>;
  if (!data.proof)
    return (
      <Panel title={t('pol.nothingTitle')}>
        <p className="text-fg-muted">{t('pol.nothingText')}</p>
      </Panel>
    );
  const proof = data.proof;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Panel title={t('pol.result')}>
        {outcome === null ? (
          <p role="status">{t('pol.checking')}</p>
        ) : (
          <p
            role="status"
            className={`font-semibold ${outcome.matches ? 'text-emerald-700 dark:text-emerald-400' : 'text-danger'}`}
          >
            {outcome.matches ? t('pol.verified') : t('pol.notVerified')} {outcome.text}
          </p>
        )}
      </Panel>
      <Panel title={t('pol.whatChecked')}>
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="text-fg-muted">{t('pol.snapshotTaken')}</dt>
            <dd>{formatLocalDateTimeWithZone(proof.taken_at)}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t('pol.balanceIncluded')}</dt>
            <dd className="tabular-nums">{screenFormat().money(proof.balance_cents / 100, 'USD')}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t('pol.publishedRoot')}</dt>
            <dd className="font-mono text-xs break-all">{data.publishedRoot ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t('pol.steps')}</dt>
            <dd>{proof.path.length}</dd>
          </div>
        </dl>
        <ProofDownload proof={proof} userId={userId} />
      </Panel>
    </div>
  );
}
