import { Outlet } from '@tanstack/react-router';
import { useFocusH1OnRouteChange } from '@/lib/route-focus';
import { BlankFrame } from './blank-frame';

let shellFetched = false;
/**
 * The signed-in frame and home page are not part of the sign-in page's scripts (docs/performance.md#web-delivery):
 * they are fetched once someone starts typing or clicking here (not on the autofocus), so signing in does not wait for them.
 */
function fetchShell() {
  if (shellFetched) return;
  shellFetched = true;
  void import('./common-layout').catch(() => (shellFetched = false));
  void import('../home-with-reports').catch(() => (shellFetched = false));
}

/** Full-page blank layout: sign-in and status pages, no menu or top bar. */
export function BlankLayout() {
  useFocusH1OnRouteChange();
  return (
    <BlankFrame onInteract={fetchShell}>
      <Outlet />
    </BlankFrame>
  );
}
