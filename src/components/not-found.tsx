import { PageTitle } from './page-title.tsx';
import { TextLink } from './text-link.tsx';

/** Shown for any path the app does not know, outside the signed-in areas. */
export function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-canvas px-4 text-center text-fg">
      <p className="text-5xl font-bold">404</p>
      <h1 className="text-title font-semibold">Page not found</h1>
      <p className="text-fg-muted">The page you are looking for does not exist or has moved.</p>
      <TextLink standalone to="/">
        Go to the home page
      </TextLink>
    </main>
  );
}

/** An unknown path inside the user area: the app frame (sidebar, header, bottom bar) stays around it. */
export function UserAreaNotFound() {
  return (
    <>
      <PageTitle title="Page not found">
        <p className="text-fg-muted">The page you are looking for does not exist or has moved.</p>
      </PageTitle>
      <TextLink standalone to="/user/dashboard">
        Go to Dashboard
      </TextLink>
    </>
  );
}
