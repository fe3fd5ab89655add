import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@mantine/core';
import { IconFilePlus, IconPencil } from '@tabler/icons-react';
import type { TCase, TDiagnosis } from '@lab/domain';
import { SectionCard } from '@/components/section-card';
import { useReports } from '../api/get-reports';
import { ReportChangeModal, type ReportChangeKind } from './amend-modals';
import { CriticalCallPanel } from './critical-call-panel';
import { ReportVersionsTable } from './report-versions';
import { ReportViewer } from './report-viewer';
import { ReportRecipientsCard } from './report-recipients-card';

/** A signed-out case in the workspace: read-only, its versions, Amend and Addendum, the critical call. */
export function SignedCaseView({
  c,
  diagnosis,
  header,
}: {
  c: TCase;
  diagnosis: TDiagnosis;
  header(actions: ReactNode): ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const reports = useReports(c.id);
  const [changing, setChanging] = useState<ReportChangeKind | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const closed = c.status === 'cancelled';
  return (
    <>
      {header(
        !closed && (
          <>
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setChanging('amend')}>
              {t('signed.amend')}
            </Button>
            <Button variant="default" leftSection={<IconFilePlus size={16} />} onClick={() => setChanging('addendum')}>
              {t('signed.addendum')}
            </Button>
          </>
        ),
      )}
      <Stack>
        <CriticalCallPanel caseId={c.id} critical={diagnosis.isCritical} />
        <SectionCard title={t('signed.reports')}>
          <ReportVersionsTable
            caseId={c.id}
            versions={[...(reports.data?.data ?? [])].sort((a, b) => b.version - a.version)}
            selected={version}
            onOpen={setVersion}
          />
        </SectionCard>
        <ReportRecipientsCard caseId={c.id} />
        <ReportViewer key={version ?? 'current'} caseId={c.id} version={version} onVersionChange={setVersion} />
      </Stack>
      <ReportChangeModal
        kind="amend"
        opened={changing === 'amend'}
        c={c}
        diagnosis={diagnosis}
        onClose={() => setChanging(null)}
      />
      <ReportChangeModal
        kind="addendum"
        opened={changing === 'addendum'}
        c={c}
        diagnosis={diagnosis}
        onClose={() => setChanging(null)}
      />
    </>
  );
}
