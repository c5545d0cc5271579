import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFound } from '../components/not-found.tsx';
import { OfflineBanner } from '../features/pwa/components/offline-banner.tsx';
import { SupportViewBanner } from '../features/support-view/components/support-view-banner.tsx';
import { MaintenanceBanner } from '../features/maintenance/components/maintenance-banner.tsx';
import type { RouterContext } from '../lib/router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

/** Every page: the offline, maintenance and support-view banners above the area's layout. */
function Root() {
  return (
    <>
      <OfflineBanner />
      <MaintenanceBanner />
      <SupportViewBanner />
      <Outlet />
    </>
  );
}
