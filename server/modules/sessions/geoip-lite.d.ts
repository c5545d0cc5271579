// The package ships no types; only the lookup the sessions module uses is declared (a CommonJS module: its exports are the default).
declare module 'geoip-lite' {
  type GeoRecord = { country: string; region: string; city: string };
  const geoip: { lookup(ip: string): GeoRecord | null };
  export default geoip;
}
