const pk = ['hono', 'zod', 'drizzle-orm', 'drizzle-orm/pg-core', 'drizzle-orm/pglite', 'drizzle-orm/node-postgres', 'pg', '@electric-sql/pglite', 'jose', 'pino', 'prom-client', '@node-rs/argon2', 'nodemailer', 'bowser', 'otplib', 'qrcode', 'web-push', '@simplewebauthn/server', 'pdf-lib', '@react-email/render', '@react-email/body', '@react-email/button', '@react-email/container', '@react-email/html', '@react-email/text', 'react', 'stripe', 'viem', '@aws-sdk/client-s3', '@hono/node-server', 'fs-native-extensions'];
const m = () => process.memoryUsage();
let last = m().rss, lastT = Date.now();
for (const s of pk) {
  await import(s);
  const r = m().rss, t = Date.now();
  console.log(`${((r - last) / 1048576).toFixed(0).padStart(4)} MB ${String(t - lastT).padStart(5)} ms ${s}  (heap ${(m().heapUsed / 1048576).toFixed(0)})`);
  last = r; lastT = t;
}
console.log('total', (m().rss/1048576).toFixed(0));
