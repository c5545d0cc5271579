import { PageTitle } from './page-title.tsx';

/** Placeholder for a page whose feature ships in a later release. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section>
      <PageTitle title={title} />
      <p className="rounded-lg border border-dashed border-zinc-400 p-6 text-zinc-700 dark:border-zinc-600 dark:text-zinc-300">
        Coming soon: this page is not available yet. It will arrive in an upcoming release.
      </p>
    </section>
  );
}
