import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { ButtonLink } from './router-links';

interface Props {
  label: string;
  /** undefined while loading: a skeleton keeps its place. */
  value: number | undefined;
  icon: ReactNode;
  color: string;
  /** The list this counter opens, filtered as it counts. */
  to: '/specimen' | '/reportresult';
  search?: Record<string, string | boolean>;
}

/** A counter card of the home page (docs/dashboard.md#counters): a label, the number, an icon; it opens its list. */
export function StatCard({ label, value, icon, color, to, search }: Props) {
  return (
    <ButtonLink to={to} search={search ?? {}} aria-label={`${label}: ${value ?? '…'}`}>
      <Card withBorder padding="lg" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text c="dimmed" size="sm">
              {label}
            </Text>
            {value === undefined ? (
              <Skeleton h={30} w={60} mt={4} />
            ) : (
              <Title order={3}>{value.toLocaleString()}</Title>
            )}
          </div>
          <ThemeIcon variant="light" color={color} size={44} radius="md">
            {icon}
          </ThemeIcon>
        </Group>
      </Card>
    </ButtonLink>
  );
}
