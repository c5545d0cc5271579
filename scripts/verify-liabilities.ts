// Checks a saved proof of liabilities (the answer of GET /api/proof-of-liabilities/me, saved as
// JSON) against the published rules: `npm run verify-liabilities -- proof.json [--root <hex>]`.
// Add "user_id" to the file to check the id_hash too; --root compares with the root published
// at GET /api/proof-of-liabilities instead of the one inside the file.
import { readFileSync } from 'node:fs';
import { checkProof } from '../src/contract/merkle-sum-tree.ts';
import { formatCents } from '../src/contract/cents.ts';
import { savedProofSchema } from '../src/contract/proof-of-liabilities.ts';

async function main(args: string[]): Promise<number> {
  const file = args.find((a) => !a.startsWith('--'));
  const rootAt = args.indexOf('--root');
  const publishedRoot = rootAt >= 0 ? args[rootAt + 1] : undefined;
  if (!file) {
    console.error('Usage: npm run verify-liabilities -- proof.json [--root <published root hash>]');
    return 2;
  }
  const parsed = savedProofSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    console.error(
      `Not a proof of liabilities: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'file'} ${i.message}`).join('; ')}`,
    );
    return 2;
  }
  const proof = { ...parsed.data, root_hash: publishedRoot ?? parsed.data.root_hash };
  const result = await checkProof(proof);
  console.log(`Balance in the proof: ${formatCents(proof.balance_cents)} (${proof.balance_cents} cents)`);
  console.log(`Recomputed root:      ${result.root.hash} (sum ${result.root.sum} cents)`);
  console.log(`Published root:       ${proof.root_hash}`);
  if (!result.sumsValid) console.log('A sum in the proof is negative or not a whole number of cents.');
  if (!result.idHashMatches) console.log('The id_hash does not come from this user id and nonce.');
  console.log(
    result.matches
      ? 'MATCH: your balance is included in the published total.'
      : 'MISMATCH: this proof does not lead to the published root.',
  );
  return result.matches ? 0 : 1;
}

process.exitCode = await main(process.argv.slice(2));
