// The package ships no types; only the lookup the sessions module uses is declared.
declare module 'geoip-lite' {
  export type GeoRecord = { country: string; region: string; city: string };
  export function lookup(ip: string): GeoRecord | null;
}
