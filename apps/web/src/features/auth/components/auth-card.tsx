import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';

/** The framed card of the sign-in pages (blank layout). */
export function AuthCard({
  title,
  subtitle,
  corner,
  children,
}: {
  title: string;
  subtitle?: string;
  /** At the card's top end, beside the portal's name (the language picker). */
  corner?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Group gap="sm">
            <Image src="/logo.svg" alt="" w={36} h={36} />
            <Text fw={700} size="lg">
              {t('portal')}
            </Text>
            {corner && <div style={{ marginInlineStart: 'auto' }}>{corner}</div>}
          </Group>
          <div>
            <Title order={1} size="h3">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
