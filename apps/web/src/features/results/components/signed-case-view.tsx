import { useState, type ReactNode } from 'react';
import { Button, Card, Stack, Title } from '@mantine/core';
import { IconFilePlus, IconPencil } from '@tabler/icons-react';
import type { TCase, TDiagnosis } from '@lab/domain';
import { useReports } from '../api/get-reports';
import { AddendumModal, AmendModal } from './amend-modals';
import { CriticalCallPanel } from './critical-call-panel';
import { ReportVersionsTable } from './report-versions';
import { ReportViewer } from './report-viewer';

/** A signed-out case in the workspace: read-only, its versions, Amend and Addendum, the critical call. */
export function SignedCaseView({ c, diagnosis, header }: { c: TCase; diagnosis: TDiagnosis; header(actions: ReactNode): ReactNode }) {
  const reports = useReports(c.id);
  const [amending, setAmending] = useState(false);
  const [addending, setAddending] = useState(false);
  const [version, setVersion] = useState<number | null>(null);
  const closed = c.status === 'cancelled';
  return (
    <>
      {header(
        !closed && (
          <>
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setAmending(true)}>
              Amend
            </Button>
            <Button variant="default" leftSection={<IconFilePlus size={16} />} onClick={() => setAddending(true)}>
              Addendum
            </Button>
          </>
        ),
      )}
      <Stack>
        <CriticalCallPanel caseId={c.id} critical={diagnosis.isCritical} />
        <Card withBorder>
          <Stack gap="xs">
            <Title order={2} size="h5">
              Reports
            </Title>
            <ReportVersionsTable caseId={c.id} versions={[...(reports.data?.data ?? [])].sort((a, b) => b.version - a.version)} selected={version} onOpen={setVersion} />
          </Stack>
        </Card>
        <ReportViewer key={version ?? 'current'} caseId={c.id} version={version} onVersionChange={setVersion} />
      </Stack>
      <AmendModal opened={amending} c={c} diagnosis={diagnosis} onClose={() => setAmending(false)} />
      <AddendumModal opened={addending} c={c} onClose={() => setAddending(false)} />
    </>
  );
}
