import { createFileRoute } from '@tanstack/react-router';
import { redirectFromRoot } from '../lib/guards.ts';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => redirectFromRoot(context),
});
