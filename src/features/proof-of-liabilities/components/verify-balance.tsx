import { useCallback, useEffect, useState } from 'react';
import { formatCents } from '../../../contract/cents.ts';
import { formatLocalDateTimeWithZone } from '../../../contract/date-time.ts';
import { checkProof } from '../../../contract/merkle-sum-tree.ts';
import type { LiabilityProof } from '../../../contract/proof-of-liabilities.ts';
import { Panel } from '../../../components/panel.tsx';
import { LoadError } from '../../../components/status/load-error.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useResource } from '../../../lib/use-resource.ts';
import { getMyProof, MY_PROOF_FAILED } from '../api/get-my-proof.ts';
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
  proof: LiabilityProof,
  publishedRoot: string | null,
  userId: string | undefined,
): Promise<Outcome> {
  const amount = `${formatCents(proof.balance_cents)} USD`;
  const check = await checkProof({ ...proof, user_id: userId, root_hash: publishedRoot ?? '' });
  if (check.matches)
    return {
      matches: true,
      text: `Your balance of ${amount} is included. The root your browser computed matches the published root, so the published total counts what we owe you.`,
    };
  if (!check.idHashMatches)
    return {
      matches: false,
      text: 'This proof is not yours: its leaf was not made from your account and its nonce. Contact support.',
    };
  if (publishedRoot === null) return { matches: false, text: 'No published root to compare with. Try again later.' };
  return {
    matches: false,
    text: `Mismatch: the root your browser computed from your balance of ${amount} is not the published root. Contact support and keep the proof file.`,
  };
}

/** "Verify my balance": the investor's proof, recomputed here with WebCrypto, never on our server. */
export function VerifyBalance() {
  const { data, error, reload } = useResource(loadBoth, MY_PROOF_FAILED);
  const userId = useSessionStore((s) => s.user?.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useCallback(async () => {
    if (!data?.proof) return;
    setOutcome(await verify(data.proof, data.publishedRoot, userId));
  }, [data, userId]);
  useEffect(() => {
    void run();
  }, [run]);

  if (error && !data) return <LoadError message={error} onRetry={() => void reload()} />;
  if (!data) return <p role="status">Loading your proof...</p>;
  if (!data.proof)
    return (
      <Panel title="Nothing to verify yet">
        <p className="text-fg-muted">
          The latest snapshot holds no balance of yours: either none has been published yet, or you were owed nothing
          when it was taken.
        </p>
      </Panel>
    );
  const proof = data.proof;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Panel title="Result">
        {outcome === null ? (
          <p role="status">Checking in your browser...</p>
        ) : (
          <p
            role="status"
            className={`font-semibold ${outcome.matches ? 'text-emerald-700 dark:text-emerald-400' : 'text-danger'}`}
          >
            {outcome.matches ? 'Verified. ' : 'Not verified. '}
            {outcome.text}
          </p>
        )}
      </Panel>
      <Panel title="What was checked">
        <dl className="grid gap-2 text-sm">
          <div>
            <dt className="text-fg-muted">Snapshot taken</dt>
            <dd>{formatLocalDateTimeWithZone(proof.taken_at)}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">Balance included (wallets plus active investments)</dt>
            <dd className="tabular-nums">{formatCents(proof.balance_cents)} USD</dd>
          </div>
          <div>
            <dt className="text-fg-muted">Published root</dt>
            <dd className="font-mono text-xs break-all">{data.publishedRoot ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-fg-muted">Steps from your leaf to the root</dt>
            <dd>{proof.path.length}</dd>
          </div>
        </dl>
        <ProofDownload proof={proof} userId={userId} />
      </Panel>
    </div>
  );
}
