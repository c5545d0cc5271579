import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Which X-Forwarded-For entries to believe (TRUST_PROXY): none, the last `hops` proxies whatever
 * their address, or only proxies whose address is in `proxies`.
 */
export type TrustProxy =
  | { kind: 'off' }
  | { kind: 'hops'; hops: number }
  | { kind: 'list'; proxies: BlockList; text: string };

const NAMED_RANGES: Record<string, Array<[string, number, 'ipv4' | 'ipv6']>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/**
 * Reads TRUST_PROXY: empty, `0`, `false` or `off` trusts nobody; a whole number trusts that many
 * proxy hops; otherwise a comma-separated list of addresses, CIDR ranges, `loopback` or `private`.
 * Throws a readable Error on anything else (`true` is refused: trusting every hop lets any client
 * pick its own address).
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false' || text === 'off') return { kind: 'off' };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Math.min(Number(text), 32) };
  const proxies = new BlockList();
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const named = NAMED_RANGES[part];
    if (named) {
      for (const [net, prefix, family] of named) proxies.addSubnet(net, prefix, family);
      continue;
    }
    const [address = '', prefixText] = part.split('/');
    const family = isIP(address);
    if (family === 0)
      throw new Error(`"${part}" is neither a hop count, an IP address, a CIDR range, "loopback" nor "private"`);
    const max = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > max)
      throw new Error(`"${part}" has an invalid prefix length`);
    proxies.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return { kind: 'list', proxies, text };
}

/** An address as written by a socket or a proxy: IPv4-mapped IPv6 as plain IPv4, a port dropped; '' when it is not an IP. */
export function normalizeAddress(raw: string): string {
  let a = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed?.[1]) a = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a)) a = a.slice(7);
  return isIP(a) === 0 ? '' : a.toLowerCase();
}

function socketAddress(c: Context): string {
  try {
    return normalizeAddress(getConnInfo(c).remote.address ?? '') || 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

const isTrusted = (proxies: BlockList, address: string) => {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The client's address: the socket's, or, behind trusted proxies, the X-Forwarded-For entry the
 * nearest untrusted hop wrote. The chain is read right to left (each proxy appends the address it
 * saw), so entries a client wrote itself are only reached past every trusted hop. An entry that is
 * not an IP address stops the walk at the last good one.
 */
export function clientAddress(c: Context, trust: TrustProxy): string {
  const socket = socketAddress(c);
  if (trust.kind === 'off') return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalizeAddress).reverse();
  const chain = [socket, ...forwarded];
  if (trust.kind === 'hops') {
    let i = 0;
    while (i < trust.hops && i + 1 < chain.length && chain[i + 1] !== '') i += 1;
    return chain[i] ?? socket;
  }
  let i = 0;
  while (i + 1 < chain.length && chain[i + 1] !== '' && isTrusted(trust.proxies, chain[i] ?? '')) i += 1;
  return chain[i] ?? socket;
}
