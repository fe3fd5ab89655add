import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, Center, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('shell');
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
            {t('status.backHome')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

/** One of the portal's status pages, its title and message from the shell catalogue's status.<which>. */
function Status({
  which,
  code,
}: {
  which: 'notAuthorized' | 'notFound' | 'error' | 'maintenance' | 'comingSoon';
  code?: string;
}) {
  const { t } = useTranslation('shell');
  return <StatusPage code={code} title={t(`status.${which}.title`)} message={t(`status.${which}.message`)} />;
}

export const NotAuthorizedPage = () => <Status which="notAuthorized" code="403" />;
export const NotFoundPage = () => <Status which="notFound" code="404" />;
export const ErrorPage = () => <Status which="error" code="500" />;
export const MaintenancePage = () => <Status which="maintenance" />;
export const ComingSoonPage = () => <Status which="comingSoon" />;
