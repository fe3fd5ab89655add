import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { installPlainZodMessages } from '@lab/domain';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { Providers } from './app/providers';
import { prefetchSignedIn, router } from './app/route-tree';
import { setUnauthorizedHandler } from './lib/api-client';
import { session } from './lib/session';
import { startIdleWatch } from './lib/idle';
import { keepFocusOnSubmitPress } from './lib/submit-keeps-focus';

// docs/shell.md#browser-session: any service worker found is unregistered at start.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker.getRegistrations().then((regs) => regs.forEach((r) => void r.unregister()));
}

setUnauthorizedHandler(({ code, message }) => {
  const timedOut = code === 'session_timed_out';
  // A blocked or deactivated account is told why, and so is one signed out for wrong passwords on the lock screen
  // (docs/shell.md#lock-screen); a plain expired token needs no words.
  const endedBy =
    code === 'account_blocked' || code === 'account_deactivated' || code === 'invalid_credentials'
      ? message
      : undefined;
  session.clear({ timedOut, endedBy });
  void router.navigate({ to: '/login' });
});
startIdleWatch(router);
keepFocusOnSubmitPress();
installPlainZodMessages();

// docs/performance.md#web-delivery: the signed-in frame is not in the entry; with a session it is fetched right away,
// alongside the router's start, rather than after it.
if (session.token()) prefetchSignedIn(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
