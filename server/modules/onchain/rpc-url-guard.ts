import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Env } from '../../env.ts';

/**
 * Where a method's RPC URL may point. The server calls it on every watcher run, from inside the
 * operator's network: a URL to the cloud's metadata service, to the app itself or to an internal
 * host would turn an admin form into a way to read what only the server can reach.
 */
export type RpcUrlPolicy = Pick<Env, 'appUrl' | 'port' | 'onchainRpcAllowPrivate'>;

/** Never an RPC node: link-local (169.254.169.254 is the metadata service of most clouds), unspecified, multicast, reserved. */
const NEVER = new BlockList();
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud's metadata service
NEVER.addSubnet('224.0.0.0', 3, 'ipv4'); // multicast, reserved, broadcast
NEVER.addAddress('::', 'ipv6');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addSubnet('ff00::', 8, 'ipv6');
NEVER.addAddress('fd00:ec2::254', 'ipv6'); // AWS's metadata service over IPv6

/** A self-hosted node's addresses: loopback and private ranges, allowed only with ONCHAIN_RPC_ALLOW_PRIVATE. */
const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
]);

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');
const portOf = (u: URL) => Number(u.port || (u.protocol === 'https:' ? 443 : 80));

function refusalOfAddress(ip: string, port: number, policy: RpcUrlPolicy): string | null {
  if (NEVER.check(ip, family(ip)))
    return `points to ${ip}, a link-local or cloud metadata address, not an RPC node: give your node provider's URL`;
  if (port === policy.port && LOOPBACK.check(ip, family(ip)))
    return "is this platform's own address: give the URL of an EVM node";
  if (PRIVATE.check(ip, family(ip)) && !policy.onchainRpcAllowPrivate) {
    return `points to ${ip}, a loopback or private network address: allowed only for a self-hosted node, when the server sets ONCHAIN_RPC_ALLOW_PRIVATE=1`;
  }
  return null;
}

/**
 * Why the server must not call this RPC URL, in words for the operator, or null when it may. A host
 * name is resolved and every address it resolves to is checked (a name pointing at a refused
 * address is refused too); a name that does not resolve is left to the call, which fails.
 */
export async function rpcUrlRefusal(raw: string, policy: RpcUrlPolicy): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http(s) URL';
  if (url.username || url.password)
    return 'must not carry a user name or password (user:password@): use a URL with the provider key in its path, as providers give it';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (METADATA_NAMES.has(host))
    return `points to ${host}, a cloud metadata service, not an RPC node: give your node provider's URL`;
  const app = new URL(policy.appUrl);
  if (url.host === app.host) return "is this platform's own address: give the URL of an EVM node";
  const port = portOf(url);
  if (isIP(host)) return refusalOfAddress(host, port, policy);
  const resolved = await lookup(host, { all: true, verbatim: true }).catch(() => []);
  for (const { address } of resolved) {
    const refusal = refusalOfAddress(address, port, policy);
    if (refusal) return refusal.replace(`points to ${address}`, `points to ${host} (${address})`);
  }
  return null;
}

export class RpcUrlRefused extends Error {}

/** Throws before any request when the URL is refused: the watcher and the sweep report call through this. */
export async function assertRpcUrlAllowed(url: string, policy: RpcUrlPolicy): Promise<void> {
  const refusal = await rpcUrlRefusal(url, policy);
  if (refusal) throw new RpcUrlRefused(`RPC URL refused: it ${refusal}`);
}
