import { Link } from '@tanstack/react-router';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFlask, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { TDashboardCounters } from '@lab/domain';

interface StatProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
  /** The list this counter opens, filtered as it counts. */
  to: '/specimen' | '/reportresult';
  search?: Record<string, string | boolean>;
}

function Stat({ label, value, icon, color, to, search }: StatProps) {
  return (
    <UnstyledButton component={Link} to={to} search={(search ?? {}) as never} aria-label={`${label}: ${value ?? '…'}`}>
      <Card withBorder padding="lg" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text c="dimmed" size="sm">
              {label}
            </Text>
            {value === undefined ? <Skeleton h={30} w={60} mt={4} /> : <Title order={3}>{value.toLocaleString()}</Title>}
          </div>
          <ThemeIcon variant="light" color={color} size={44} radius="md">
            {icon}
          </ThemeIcon>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/**
 * The four counters over the cases the caller may see (docs/dashboard.md#counters). Each opens the list it
 * counts; "today" is the server's day, so the list's `from` filter reads the same day.
 */
export function Counters({ counters, today }: { counters: TDashboardCounters | undefined; today: string | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }} data-testid="counters">
      <Stat label="Received today" value={counters?.receivedToday} icon={<IconInbox />} color="brand" to="/specimen" search={today ? { from: today } : {}} />
      <Stat label="In progress" value={counters?.open} icon={<IconFlask />} color="blue" to="/specimen" search={{ open: true }} />
      <Stat label="STAT open" value={counters?.statOpen} icon={<IconAlertTriangle />} color="red" to="/specimen" search={{ open: true, priority: 'stat' }} />
      <Stat label="Signed out this week" value={counters?.signedOutThisWeek} icon={<IconCircleCheck />} color="green" to="/reportresult" />
    </SimpleGrid>
  );
}
