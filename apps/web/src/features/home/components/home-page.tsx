import { Link } from '@tanstack/react-router';
import { Alert, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFlask, IconInbox, IconReportMedical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isStaff } from '@lab/domain';
import { useSession } from '@/lib/session';
import { PageHeader } from '@/components/page-header';
import { PendingAccess } from '@/components/pending-access';
import { useCaseSummary } from '../api/get-case-summary';

interface StatProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
  /** Filters of the case list this counter opens. */
  filters: Record<string, string | boolean>;
}

function Stat({ label, value, icon, color, filters }: StatProps) {
  return (
    <UnstyledButton component={Link} to="/specimen" search={filters as never} aria-label={`${label}: ${value ?? '…'}`}>
      <Card withBorder padding="lg">
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

/** Today as YYYY-MM-DD in the user's time zone. */
const localDate = () => new Date().toLocaleDateString('en-CA');

/** Landing page after sign-in: the lab's work at a glance for staff, their own cases for a physician. */
export function HomePage({ physicianReports }: { physicianReports?: ReactNode }) {
  const login = useSession();
  const role = login?.user.role ?? null;
  const seesCases = isStaff(role) || role === 'physician';
  const summary = useCaseSummary(seesCases);
  if (login && !role) return <PendingAccess />;
  const s = summary.data;
  return (
    <>
      <PageHeader
        title={`Welcome, ${login?.UserName ?? ''}`}
        subtitle={role === 'physician' ? 'The cases you ordered' : role === 'patient' ? 'Your laboratory reports' : 'The laboratory today'}
      />
      {seesCases && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Stat label="Received today" value={s?.receivedToday} icon={<IconInbox />} color="brand" filters={{ from: localDate() }} />
          <Stat label="In progress" value={s?.inProgress} icon={<IconFlask />} color="blue" filters={{ open: true }} />
          <Stat label="STAT open" value={s?.statOpen} icon={<IconAlertTriangle />} color="red" filters={{ open: true, priority: 'stat' }} />
          <Stat label="Signed out this week" value={s?.signedOutThisWeek} icon={<IconCircleCheck />} color="green" filters={{ status: 'signed-out' }} />
        </SimpleGrid>
      )}
      {summary.isError && (
        <Alert color="red" mt="md">
          The case counts could not be loaded. {summary.error.message}
        </Alert>
      )}
      {role === 'physician' && physicianReports}
      {role === 'patient' && (
        <Alert icon={<IconReportMedical />} color="brand" maw={640}>
          Your reports appear under My Reports once the pathologist has signed them out.
        </Alert>
      )}
    </>
  );
}
