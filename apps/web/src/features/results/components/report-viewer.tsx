import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Center, Group, Loader, Select, Stack } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { RecordPending } from '@/components/record-pending';
import { formatDateTimeShort, isolateLtr } from '@/lib/format';
import { useReport } from '../api/get-report';
import { useReports } from '../api/get-reports';
import { reportPdfPath } from '../api/report-urls';
import { SignedButton } from '@/components/signed-link';
import { ReportDocument } from './report-document';

/**
 * A case's signed report, readable in the page: a version selector (all versions, the current one marked),
 * Download PDF, and the version's content. Shared by the workspace, Report Result, My Reports and the home card.
 */
export function ReportViewer({
  caseId,
  version,
  onVersionChange,
}: {
  caseId: number;
  /** The version to show first (the current one when absent). */
  version?: number | null;
  onVersionChange?(version: number): void;
}) {
  const { t } = useTranslation('reports');
  const reports = useReports(caseId);
  const [picked, setPicked] = useState<number | null>(version ?? null);
  const versions = reports.data?.data ?? [];
  const current =
    versions.find((v) => v.current)?.version ?? (versions.length ? Math.max(...versions.map((v) => v.version)) : null);
  const shown = picked ?? version ?? current;
  const report = useReport(caseId, shown);

  if (reports.error)
    return <RecordPending error={reports.error} title={t('viewer.notAvailable')} notFound={t('viewer.noSuchReport')} />;
  if (reports.data && versions.length === 0) return <Alert color="gray">{t('viewer.noneYet')}</Alert>;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Select
          label={t('viewer.version')}
          w={{ base: '100%', sm: 440 }}
          allowDeselect={false}
          data={[...versions]
            .sort((a, b) => b.version - a.version)
            .map((v) => ({
              value: String(v.version),
              label: isolateLtr(
                `${t('versionShort', { version: v.version })} · ${t(`kindBanner.${v.kind}`)}${v.current ? t('viewer.current') : ''} · ${formatDateTimeShort(v.signedAt)}`,
              ),
            }))}
          value={shown ? String(shown) : null}
          onChange={(v) => {
            if (!v) return;
            setPicked(Number(v));
            onVersionChange?.(Number(v));
          }}
        />
        {shown && (
          <Group gap="xs">
            {/* Open shows the PDF in a tab; Download PDF saves it (attachment, named S26-00001-v2.pdf by the server). */}
            <SignedButton
              path={reportPdfPath(caseId, shown)}
              target="_blank"
              rel="noopener"
              leftSection={<IconExternalLink size={16} />}
              variant="default"
            >
              {t('viewer.open')}
            </SignedButton>
            <SignedButton
              path={reportPdfPath(caseId, shown)}
              query={{ download: 'true' }}
              download
              leftSection={<IconDownload size={16} />}
              variant="light"
            >
              {t('viewer.download')}
            </SignedButton>
          </Group>
        )}
      </Group>
      {report.error ? (
        <RecordPending error={report.error} title={t('viewer.notAvailable')} notFound={t('viewer.noSuchVersion')} />
      ) : report.data ? (
        <ReportDocument content={report.data.content} />
      ) : (
        <Center py="xl">
          <Loader />
        </Center>
      )}
    </Stack>
  );
}
