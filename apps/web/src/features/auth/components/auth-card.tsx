import type { ReactNode } from 'react';
import { Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';

/** The framed card of the sign-in pages (blank layout). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder shadow="md" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Group gap="sm">
            <Image src="/logo.svg" alt="" w={36} h={36} />
            <Text fw={700} size="lg">
              Patient Portal
            </Text>
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
