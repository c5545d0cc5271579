import { createHash } from 'node:crypto';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LiabilityProof, PublicLiabilities } from '../../src/contract/proof-of-liabilities.ts';
import { makeUser } from './helpers/fixtures.ts';
import { renderApp } from './helpers/render-app.tsx';
import { server } from './helpers/server.ts';

const user = makeUser({ id: '7d3f0a52-1c4b-4e8a-9f1d-2b6c8e0a4f11' });
const hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const nonce = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const idHash = hex(`${user.id}:${nonce}`);
const mine = { hash: hex(`leaf:${idHash}:123456`), sum: 123_456 };
const sibling = { hash: hex('leaf:other:5000'), sum: 5000 };
// The user's leaf on the left of its neighbour: the root is one node up.
const root = hex(`node:${mine.hash}:${mine.sum}:${sibling.hash}:${sibling.sum}`);
const proof: LiabilityProof = {
  snapshot_id: 's1',
  taken_at: '2026-11-20T09:00:00.000Z',
  root_hash: root,
  nonce,
  id_hash: idHash,
  balance_cents: 123_456,
  path: [{ side: 'right', ...sibling }],
};
const published = (rootHash: string): PublicLiabilities => {
  const snap = {
    snapshot_id: 's1',
    taken_at: proof.taken_at,
    root_hash: rootHash,
    total_cents: 128_456,
    leaf_count: 2,
  };
  return { ...snap, recent: [snap] };
};

function serve(me: LiabilityProof | null, rootHash = root) {
  server.use(
    http.get('*/api/proof-of-liabilities/me', () =>
      me
        ? HttpResponse.json(me)
        : HttpResponse.json({ message: 'You were owed nothing', code: 'NOT_FOUND' }, { status: 404 }),
    ),
    http.get('*/api/proof-of-liabilities', () => HttpResponse.json(published(rootHash))),
    http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
  );
}

describe('Verify my balance', () => {
  it('recomputes the root in the browser and says the balance is included when it matches', async () => {
    serve(proof);
    await renderApp('/user/verify-balance', { user });
    expect(await screen.findByText(/Verified\. Your balance of 1,234\.56 USD is included/)).toBeTruthy();
    expect(screen.getByText(root)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download my proof' })).toBeTruthy();
  });

  it('says it is not verified, in words, when the balance was tampered with', async () => {
    serve({ ...proof, balance_cents: 123_457 });
    await renderApp('/user/verify-balance', { user });
    expect(
      await screen.findByText(
        /Not verified\. Mismatch: the root your browser computed from your balance of 1,234\.57 USD is not the published root/,
      ),
    ).toBeTruthy();
  });

  it('says it is not verified when the published root differs from the proof', async () => {
    serve(proof, hex('another root'));
    await renderApp('/user/verify-balance', { user });
    expect(await screen.findByText(/Not verified\. Mismatch/)).toBeTruthy();
  });

  it('explains an empty state when the latest snapshot holds no leaf of the user', async () => {
    serve(null);
    await renderApp('/user/verify-balance', { user });
    expect(await screen.findByText(/The latest snapshot holds no balance of yours/)).toBeTruthy();
  });

  it('shows an error with Retry when the proof cannot be loaded', async () => {
    server.use(
      http.get('*/api/proof-of-liabilities/me', () =>
        HttpResponse.json({ message: 'Something went wrong on our side', code: 'INTERNAL' }, { status: 500 }),
      ),
      http.get('*/api/proof-of-liabilities', () => HttpResponse.json(published(root))),
      http.get('*/api/wallet/wallets', () => HttpResponse.json([])),
    );
    await renderApp('/user/verify-balance', { user });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('the public page', () => {
  it('explains the proof and shows the latest total without signing in', async () => {
    serve(null);
    await renderApp('/proof-of-liabilities');
    expect(await screen.findAllByText('1,284.56 USD')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Proof of liabilities' })).toBeTruthy();
    expect(screen.getByText(/This proves what we owe, not what we hold/)).toBeTruthy();
  });
});
