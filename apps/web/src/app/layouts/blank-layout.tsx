import { Outlet } from '@tanstack/react-router';
import { Box } from '@mantine/core';

/** Full-page blank layout: sign-in and status pages, no menu or top bar. */
export function BlankLayout() {
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Outlet />
    </Box>
  );
}
