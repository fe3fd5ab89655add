import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Renders a component inside the providers every screen has (Mantine, a fresh TanStack Query client without
 * retries). `offline: true` keeps queries from running, for forms tested without a server.
 */
export function renderWithProviders(ui: ReactElement, { offline = false }: { offline?: boolean } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, ...(offline ? { enabled: false } : {}) } },
  });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}
