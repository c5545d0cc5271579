import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Core tables in schema.ts; each later module keeps its tables in schema-<module>.ts.
  schema: ['./server/db/schema.ts', './server/db/schema-*.ts'],
  out: './server/db/migrations',
});
