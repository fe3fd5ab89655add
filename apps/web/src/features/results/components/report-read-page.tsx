import { useTranslation } from 'react-i18next';
import { Link, useParams, useRouterState } from '@tanstack/react-router';
import { Anchor, Box, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PageHeader } from '@/components/page-header';
import { useSession } from '@/lib/session';
import { AcknowledgePanel } from './acknowledge-panel';
import { ReportViewer } from './report-viewer';

/** `/reportresult/$caseId/$version` and `/myreports/$caseId/$version`: one report to read, any version. */
export function ReportReadPage() {
  const { t } = useTranslation('reports');
  const { caseId, version } = useParams({ strict: false }) as { caseId?: string; version?: string };
  const path = useRouterState({ select: (s) => s.location.pathname });
  const physician = useSession()?.user.role === 'physician';
  const back = path.startsWith('/myreports')
    ? { to: '/myreports', label: t('myReports.title') }
    : { to: '/reportresult', label: t('reportResult.title') };
  return (
    <>
      <PageHeader
        title={t('read.title')}
        subtitle={
          <Anchor component={Link} to={back.to} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} /> {back.label}
            </Group>
          </Anchor>
        }
      />
      {/* A physician acknowledges a correction or a critical result here (patients are not asked). */}
      {physician && Number(caseId) > 0 && (
        <Box mb="md">
          <AcknowledgePanel caseId={Number(caseId)} />
        </Box>
      )}
      <ReportViewer key={`${caseId}-${version}`} caseId={Number(caseId)} version={Number(version) || null} />
    </>
  );
}
