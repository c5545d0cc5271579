import { lazy, Suspense } from 'react';

/**
 * The install banner's code loads after the first paint, outside the 120 KB first load: it shows
 * only once the browser offers an install (beforeinstallprompt comes after load anyway) or on iOS.
 */
const InstallApp = lazy(async () => ({ default: (await import('./install-app.tsx')).InstallApp }));

export function InstallBanner() {
  return (
    <Suspense fallback={null}>
      <InstallApp variant="banner" />
    </Suspense>
  );
}
