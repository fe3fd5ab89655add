import { SimpleGrid } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFlask, IconInbox } from '@tabler/icons-react';
import type { TDashboardCounters } from '@lab/domain';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';

/**
 * The four counters over the cases the caller may see (docs/dashboard.md#counters). Each opens the list it
 * counts; "today" is the server's day, so the list's `from` filter reads the same day.
 */
export function Counters({ counters, today }: { counters: TDashboardCounters | undefined; today: string | undefined }) {
  const { t } = useTranslation('home');
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }} data-testid="counters">
      <StatCard
        label={t('counters.receivedToday')}
        value={counters?.receivedToday}
        icon={<IconInbox />}
        color="brand"
        to="/specimen"
        search={today ? { from: today } : {}}
      />
      <StatCard
        label={t('counters.inProgress')}
        value={counters?.open}
        icon={<IconFlask />}
        color="blue"
        to="/specimen"
        search={{ open: true }}
      />
      <StatCard
        label={t('counters.statOpen')}
        value={counters?.statOpen}
        icon={<IconAlertTriangle />}
        color="red"
        to="/specimen"
        search={{ open: true, priority: 'stat' }}
      />
      <StatCard
        label={t('counters.signedOutThisWeek')}
        value={counters?.signedOutThisWeek}
        icon={<IconCircleCheck />}
        color="green"
        to="/reportresult"
      />
    </SimpleGrid>
  );
}
