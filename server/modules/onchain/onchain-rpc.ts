import { createPublicClient, http, type PublicClient } from 'viem';

/**
 * One viem client per RPC URL. Retries are ours (the watcher's backoff per method, so an outage
 * slows its polling instead of hammering the node); JSON-RPC batching packs a scan's block reads
 * into few HTTP requests, which matters with rate-limited providers.
 */
const clients = new Map<string, PublicClient>();
/** A redirect is refused, never followed: it could lead the server to an address its URL check refuses (rpc-url-guard.ts). */
const NO_REDIRECT = { redirect: 'error' } as const;

export function rpcClient(url: string): PublicClient {
  let client = clients.get(url);
  if (!client) {
    client = createPublicClient({
      transport: http(url, {
        batch: { batchSize: 50, wait: 0 },
        retryCount: 0,
        timeout: 10_000,
        fetchOptions: NO_REDIRECT,
      }),
    });
    clients.set(url, client);
  }
  return client;
}

export type RpcProbe = { warning: string | null; head: { number: number; hash: string } | null };

/**
 * Whether the node answers with the configured chain id, and its head (a new method's watcher
 * starts there: no address existed before). A problem is a warning on the method, never a refusal.
 */
export async function probeRpc(url: string, chainId: number): Promise<RpcProbe> {
  try {
    const client = createPublicClient({
      transport: http(url, { retryCount: 0, timeout: 5_000, fetchOptions: NO_REDIRECT }),
    });
    const answered = await client.getChainId();
    if (answered !== chainId) return { warning: `The RPC answers chain id ${answered}, not ${chainId}`, head: null };
    const block = await client.getBlock({ blockTag: 'latest' });
    return { warning: null, head: { number: Number(block.number), hash: String(block.hash) } };
  } catch (err) {
    return {
      warning: `The RPC did not answer: ${err instanceof Error ? (err.message.split('\n')[0] ?? '') : String(err)}`,
      head: null,
    };
  }
}
