import { TextLink } from './text-link.tsx';

/** Shown for any path the app does not know. */
export function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-white px-4 text-center text-black dark:bg-black dark:text-white">
      <p className="text-5xl font-bold">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-zinc-700 dark:text-zinc-300">The page you are looking for does not exist or has moved.</p>
      <TextLink to="/">Go to the home page</TextLink>
    </main>
  );
}
