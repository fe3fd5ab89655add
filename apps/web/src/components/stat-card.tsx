import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { formatNumber } from '@/lib/format';
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
    // The name is the card's own text ("Received today: 12"), so what is seen is what is said (WCAG 2.5.3).
    <ButtonLink to={to} search={search ?? {}} aria-busy={value === undefined}>
      <Card withBorder padding="lg" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text c="dimmed" size="sm">
              {label}
              <VisuallyHidden>:</VisuallyHidden>
            </Text>
            {value === undefined ? (
              <Skeleton h={30} w={60} mt={4} />
            ) : (
              <Text fz="h3" fw={600} lh={1.3}>
                {formatNumber(value)}
              </Text>
            )}
          </div>
          <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        </Group>
      </Card>
    </ButtonLink>
  );
}
