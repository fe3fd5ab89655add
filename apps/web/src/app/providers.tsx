import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useThemeSettings } from '@/lib/theme-store';
import { useSessionLanguage } from '@/lib/i18n/use-session-language';
import { ThemeProviders } from './theme-providers';
import classes from './providers.module.css';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    },
  },
});

/**
 * The toast container, loaded once someone is signed in: every toast is raised on a signed-in page, and the sign-in
 * page stays lean (docs/performance.md#web-delivery). A toast raised before it mounts waits in the store and shows.
 */
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function Providers({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  const signedIn = useSession() !== null;
  useSessionLanguage();
  return (
    <ThemeProviders>
      {/* Toasts at the bottom end, clear of the bell and the user menu of the top bar. */}
      {signedIn && (
        <Suspense fallback={null}>
          <Notifications
            position={settings.direction === 'rtl' ? 'bottom-left' : 'bottom-right'}
            classNames={{ root: classes.toasts }}
          />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProviders>
  );
}
