import { createFileRoute } from '@tanstack/react-router';
import { Brand } from '../components/brand.tsx';
import { TextLink } from '../components/text-link.tsx';
import { PublishedLiabilities } from '../features/proof-of-liabilities/components/published-liabilities.tsx';

export const Route = createFileRoute('/proof-of-liabilities')({
  component: ProofOfLiabilitiesPage,
});

/** Public: what the platform owes its users, published so anyone can check it, in plain words. */
function ProofOfLiabilitiesPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center gap-6 bg-canvas px-4 py-8">
      <Brand size="lg" />
      <div className="flex w-full max-w-xl min-w-0 flex-col gap-6 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8">
        <h1 className="text-title font-bold">Proof of liabilities</h1>
        <div className="flex flex-col gap-3 text-fg-muted">
          <p>
            From time to time we add up everything we owe our users: the money in their wallets and the amounts in their
            active investments. We publish the total, and a fingerprint of the list it came from (the root hash).
          </p>
          <p>
            Each user's amount is a leaf of that list. Signed in, you can ask for the path from your leaf to the
            published root, and your own browser recomputes it. If it matches, your balance is counted in the total: we
            cannot show you one figure and publish another.
          </p>
          <p>
            Other users stay private: you see only your own amount, a random code that hides who each leaf belongs to,
            and the sums of the groups next to yours. This proves what we owe, not what we hold.
          </p>
        </div>
        <PublishedLiabilities />
        <div className="flex flex-col gap-2 text-sm">
          <TextLink standalone to="/user/verify-balance">
            Verify my balance
          </TextLink>
          <TextLink standalone to="/login">
            Log in
          </TextLink>
        </div>
      </div>
    </main>
  );
}
