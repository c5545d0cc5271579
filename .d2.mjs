import v8 from 'node:v8';
await import('drizzle-orm/pg-core');
const file = v8.writeHeapSnapshot('/tmp/h4/drz.heapsnapshot');
console.log(file);
