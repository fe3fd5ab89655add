import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { Anchor } from '@mantine/core';
import { isStaff, type TCaseStatus } from '@lab/domain';
import { SectionCard } from '@/components/section-card';
import { useSession } from '@/lib/session';
import { useReports } from '../api/get-reports';
import { ReportVersionsTable } from './report-versions';

const SIGNED: TCaseStatus[] = ['signed-out', 'amended', 'addended'];

/** On the case page of a signed-out case: its report versions with their files, and where to read them. */
export function CaseReportsSection({ caseId, status }: { caseId: number; status: TCaseStatus }) {
  const { t } = useTranslation('workspace');
  const signed = SIGNED.includes(status);
  const reports = useReports(caseId, signed);
  const staff = isStaff(useSession()?.user.role);
  if (!signed) return null;
  const versions = [...(reports.data?.data ?? [])].sort((a, b) => b.version - a.version);
  const current = versions.find((v) => v.current) ?? versions[0];
  return (
    <SectionCard
      title={t('signed.reports')}
      mt="md"
      data-testid="case-reports"
      actions={
        current &&
        (staff ? (
          <Anchor component={Link} to={`/results/${caseId}`} size="sm">
            {t('signed.openInResults')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={`/reportresult/${caseId}/${current.version}`} size="sm">
            {t('signed.readReport')}
          </Anchor>
        ))
      }
    >
      <ReportVersionsTable caseId={caseId} versions={versions} />
    </SectionCard>
  );
}
