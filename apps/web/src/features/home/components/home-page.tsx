import { useTranslation } from 'react-i18next';
import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { PageHeader } from '@/components/page-header';
import { PendingAccess } from '@/components/pending-access';
import { useDashboard } from '../api/get-dashboard';
import { Counters } from './counters';
import { OpenByStatusCard, PathologistCard, ReceivedPerDayCard, StatAgeCard, TurnaroundCard } from './figures';
import { PatientReports } from './patient-reports';
import { WorkQueues } from './work-queues';

/**
 * `/`: the analytics dashboard of the caller's role (docs/dashboard.md). Staff: the counters, the work queues and
 * the lab's figures; a physician: the counters and figures of the cases they ordered and their latest reports
 * (the `physicianReports` slot, from the results feature); a patient: their released reports. An account
 * without a role sees the pending notice and asks the server nothing.
 */
export function HomePage({ physicianReports }: { physicianReports?: ReactNode }) {
  const { t } = useTranslation('home');
  const login = useSession();
  const role = login?.user.role ?? null;
  const dashboard = useDashboard(!!login && role !== null);
  if (login && !role) return <PendingAccess />;
  const d = dashboard.data;
  const caseFigures = d && d.role !== 'patient' ? d : undefined;
  return (
    <>
      <PageHeader
        title={t('welcome', { name: login?.UserName ?? '' })}
        subtitle={
          role === 'physician'
            ? t('physicianSubtitle')
            : role === 'patient'
              ? t('patientSubtitle')
              : caseFigures
                ? t('labTodayOn', { date: formatDate(caseFigures.today) })
                : t('labToday')
        }
      />
      {dashboard.isError && (
        <Alert color="red" mb="md">
          {t('loadFailed')} {dashboard.error.message}
        </Alert>
      )}
      <Stack gap="md">
        {role !== 'patient' && <Counters counters={caseFigures?.counters} today={caseFigures?.today} />}
        {!d && !dashboard.isError && <Skeleton h={260} />}
        {d?.role === 'staff' && (
          <>
            <WorkQueues queues={d.workQueues} today={d.today} />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <ReceivedPerDayCard days={d.receivedPerDay} scope="lab" />
              <OpenByStatusCard statuses={d.openByStatus} scope="lab" />
              <TurnaroundCard rows={d.turnaround} windowDays={d.windowDays} />
              <PathologistCard loads={d.perPathologist} windowDays={d.windowDays} />
              <StatAgeCard buckets={d.statByAge} />
            </SimpleGrid>
          </>
        )}
        {role === 'physician' && physicianReports}
        {d?.role === 'physician' && (
          <>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <ReceivedPerDayCard days={d.receivedPerDay} scope="mine" />
              <OpenByStatusCard statuses={d.openByStatus} scope="mine" />
            </SimpleGrid>
          </>
        )}
        {d?.role === 'patient' && <PatientReports data={d} />}
      </Stack>
    </>
  );
}
