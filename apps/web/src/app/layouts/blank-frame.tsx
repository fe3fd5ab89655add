import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

/** The full-page blank background (the page's `main` landmark) of the sign-in and status pages; `onInteract` runs on the first typing or click. */
export function BlankFrame({ onInteract, children }: { onInteract: () => void; children: ReactNode }) {
  return (
    <Box
      component="main"
      mih="100vh"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
      onInputCapture={onInteract}
      onPointerDownCapture={onInteract}
    >
      {children}
    </Box>
  );
}
