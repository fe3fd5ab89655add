import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFlask, IconInbox } from '@tabler/icons-react';
import type { TDashboardCounters } from '@lab/domain';
import { StatCard } from '@/components/stat-card';

/**
 * The four counters over the cases the caller may see (docs/dashboard.md#counters). Each opens the list it
 * counts; "today" is the server's day, so the list's `from` filter reads the same day.
 */
export function Counters({ counters, today }: { counters: TDashboardCounters | undefined; today: string | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }} data-testid="counters">
      <StatCard
        label="Received today"
        value={counters?.receivedToday}
        icon={<IconInbox />}
        color="brand"
        to="/specimen"
        search={today ? { from: today } : {}}
      />
      <StatCard
        label="In progress"
        value={counters?.open}
        icon={<IconFlask />}
        color="blue"
        to="/specimen"
        search={{ open: true }}
      />
      <StatCard
        label="STAT open"
        value={counters?.statOpen}
        icon={<IconAlertTriangle />}
        color="red"
        to="/specimen"
        search={{ open: true, priority: 'stat' }}
      />
      <StatCard
        label="Signed out this week"
        value={counters?.signedOutThisWeek}
        icon={<IconCircleCheck />}
        color="green"
        to="/reportresult"
      />
    </SimpleGrid>
  );
}
