import Bowser from 'bowser';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { currentRequest } from '../../lib/request-context.ts';
import { placeOf } from './sessions.place.ts';

/** Where a sign-in comes from, as the request tells it. */
export type SignInDevice = { userAgent: string; address: string };

/** The device as stored and shown: families and versions read from the User-Agent, and a place. */
export type DeviceInfo = {
  browser: string;
  os: string;
  platform: string;
  ipAddress: string;
  place: string;
  /**
   * Browser family, OS family and platform type (no versions, so an update is not a new device);
   * UNKNOWN_DEVICE when no browser is recognised (scripts, API clients, an empty User-Agent).
   */
  deviceKey: string;
};

export const UNKNOWN_DEVICE = 'unknown';

/** The client's address (through TRUST_PROXY, server/lib/request-context.ts) and User-Agent. */
export function signInDevice(c: Context<AppEnv>): SignInDevice {
  return { userAgent: (c.req.header('user-agent') ?? '').slice(0, 512), address: c.get('clientAddress') };
}

const named = (name: string | undefined, version: string | undefined, fallback: string) => {
  if (!name) return fallback;
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
};

/** The device of the request being served (any sign-in path, without threading the context), or an unknown one outside requests. */
export function currentDevice(): SignInDevice {
  const request = currentRequest();
  return { userAgent: (request?.userAgent ?? '').slice(0, 512), address: request?.clientAddress ?? 'unknown' };
}

/** Parses the User-Agent with bowser (a kept parser; UA strings are too varied to match by hand) and looks up the place. */
export async function describeDevice(device: SignInDevice): Promise<DeviceInfo> {
  const parsed = device.userAgent ? Bowser.parse(device.userAgent) : undefined;
  const browserName = parsed?.browser.name;
  const osName = parsed?.os.name;
  const platform = parsed?.platform.type ?? 'unknown';
  const deviceKey = browserName
    ? createHash('sha256')
        .update([browserName, osName ?? '?', platform].join('|'))
        .digest('base64url')
        .slice(0, 22)
    : UNKNOWN_DEVICE;
  return {
    browser: named(browserName, parsed?.browser.version, 'Unknown browser'),
    os: named(osName, parsed?.os.versionName ?? parsed?.os.version, 'Unknown system'),
    platform,
    ipAddress: device.address,
    place: await placeOf(device.address),
    deviceKey,
  };
}
