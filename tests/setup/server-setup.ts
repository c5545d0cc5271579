import { afterAll } from 'vitest';
import { closeTestDatabase } from './test-app.ts';

// Files of one worker share the database (isolate: false); it is closed when the worker's files end.
afterAll(async () => {
  await closeTestDatabase();
});
