import { useState } from 'react';
import { Alert, Center, Group, Loader, Select, Stack } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { REPORT_KIND_BANNERS } from '@lab/domain';
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
  const reports = useReports(caseId);
  const [picked, setPicked] = useState<number | null>(version ?? null);
  const versions = reports.data?.data ?? [];
  const current =
    versions.find((v) => v.current)?.version ?? (versions.length ? Math.max(...versions.map((v) => v.version)) : null);
  const shown = picked ?? version ?? current;
  const report = useReport(caseId, shown);

  if (reports.error)
    return (
      <RecordPending
        error={reports.error}
        title="Report not available"
        notFound="No such report, or it is not one you may read."
      />
    );
  if (reports.data && versions.length === 0) return <Alert color="gray">No signed report yet.</Alert>;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Select
          label="Version"
          w={{ base: '100%', sm: 440 }}
          allowDeselect={false}
          data={[...versions]
            .sort((a, b) => b.version - a.version)
            .map((v) => ({
              value: String(v.version),
              label: isolateLtr(
                `v${v.version} · ${REPORT_KIND_BANNERS[v.kind]}${v.current ? ' (current)' : ''} · ${formatDateTimeShort(v.signedAt)}`,
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
              Open
            </SignedButton>
            <SignedButton
              path={reportPdfPath(caseId, shown)}
              query={{ download: 'true' }}
              download
              leftSection={<IconDownload size={16} />}
              variant="light"
            >
              Download PDF
            </SignedButton>
          </Group>
        )}
      </Group>
      {report.error ? (
        <RecordPending
          error={report.error}
          title="Report not available"
          notFound="No such report version, or it is not one you may read."
        />
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
