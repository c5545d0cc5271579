import { BlockList, isIP } from 'node:net';

/** What a loopback, private, link-local or unresolvable address shows as. */
export const LOCAL_PLACE = 'Local network';
export const UNKNOWN_PLACE = 'Unknown location';

const local = new BlockList();
local.addSubnet('127.0.0.0', 8, 'ipv4');
local.addSubnet('10.0.0.0', 8, 'ipv4');
local.addSubnet('172.16.0.0', 12, 'ipv4');
local.addSubnet('192.168.0.0', 16, 'ipv4');
local.addSubnet('169.254.0.0', 16, 'ipv4');
local.addSubnet('100.64.0.0', 10, 'ipv4');
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

type Lookup = (ip: string) => { country: string; region: string; city: string } | null;

// geoip-lite reads about 110 MB of data into memory when imported, so it is imported only at the
// first public address, once per process; sign-ins from local addresses never load it.
let geo: Promise<Lookup | undefined> | undefined;
const loadGeo = () =>
  (geo ??= import('geoip-lite').then(
    (m) => (ip: string) => m.default.lookup(ip),
    () => undefined,
  ));

const countries = new Intl.DisplayNames(['en'], { type: 'region' });

/** True for addresses that never leave a private network (and the test harness's "local"). */
export function isLocalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return local.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** An approximate place for a client address: "City, Country", the country alone, or a fixed label. */
export async function placeOf(address: string): Promise<string> {
  if (isLocalAddress(address)) return LOCAL_PLACE;
  const lookup = await loadGeo();
  const found = lookup?.(address);
  if (!found?.country) return UNKNOWN_PLACE;
  let country = found.country;
  try {
    country = countries.of(found.country) ?? found.country;
  } catch {
    // An unexpected code stays as it is.
  }
  return found.city ? `${found.city}, ${country}` : country;
}
