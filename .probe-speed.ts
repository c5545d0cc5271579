import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ startParams: [...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams, '-c', 'shared_buffers=16MB'] });
await db.exec(`create table w(id int primary key, bal bigint); insert into w select g, 1000000 from generate_series(1,1000) g; create table e(id serial primary key, w int, amt bigint, at timestamptz default now());`);
const run = async (n: number) => { for (let i = 0; i < n; i++) { const a = (i * 7) % 1000 + 1, b = (i * 13) % 1000 + 1; await db.transaction(async (tx) => { await tx.query('select bal from w where id = any($1) order by id for update', [[a, b]]); await tx.query('update w set bal = bal - 125 where id = $1', [a]); await tx.query('update w set bal = bal + 125 where id = $1', [b]); await tx.query('insert into e(w, amt) values ($1, -125), ($2, 125)', [a, b]); }); } };
await run(3000);
const c0 = process.cpuUsage(); await run(5000); const c = process.cpuUsage(c0); const ms = (c.user + c.system) / 1000;
console.log(process.execArgv.join(' ') || 'default', `${(5000 / ms * 1000).toFixed(0)} tx per cpu-s`, `rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
