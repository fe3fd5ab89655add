import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Center, Image, Stack, Text, Title } from '@mantine/core';

/** A full-page message (not authorized, 404, 500, maintenance, coming soon). */
export function StatusPage({
  code,
  title,
  message,
  action,
}: {
  code?: string;
  title: string;
  message: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Image src="/logo.svg" alt="" w={56} h={56} />
        {code && (
          <Text fz={64} fw={800} c="brand" lh={1}>
            {code}
          </Text>
        )}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        {action ?? (
          <Button component={Link} to="/">
            Back to home
          </Button>
        )}
      </Stack>
    </Center>
  );
}

export const NotAuthorizedPage = () => (
  <StatusPage
    code="403"
    title="You are not authorized!"
    message="Your role does not give access to this page. Ask the laboratory administrator if you need it."
  />
);
export const NotFoundPage = () => (
  <StatusPage code="404" title="Page not found" message="The page you were looking for does not exist or has moved." />
);
export const ErrorPage = () => (
  <StatusPage
    code="500"
    title="Internal server error"
    message="Something went wrong on our side. Try again in a moment."
  />
);
export const MaintenancePage = () => (
  <StatusPage
    title="Under maintenance"
    message="The portal is being updated. Results and reports are safe; please come back shortly."
  />
);
export const ComingSoonPage = () => (
  <StatusPage title="Coming soon" message="This part of the portal is being built." />
);
