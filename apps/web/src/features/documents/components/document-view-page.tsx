import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@tanstack/react-router';
import { Box, Button, Group, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { DocumentDownloadButton, DocumentViewer } from '@/components/documents';
import { formatBytes, formatDateTime } from '@/lib/format';
import { useDocument } from '../api/get-document';
import { RecordPending } from '@/components/record-pending';

/**
 * /documents/$id/view, an internal page (its own tab, no menu): one document over the whole window, with
 * what it is, where it belongs, a download and a way to its case or patient.
 */
export function DocumentViewPage() {
  const { t } = useTranslation('documents');
  const id = Number(useParams({ strict: false }).id);
  const { data: doc, error } = useDocument(id);
  if (!doc) return <RecordPending error={error} title={t('view.cannotShow')} notFound={t('view.notFound')} />;
  return (
    <Box display="flex" style={{ flexDirection: 'column', flex: 1, gap: 'var(--mantine-spacing-sm)' }}>
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1} size="h3" data-testid="document-title">
            {doc.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('view.uploaded', {
              file: doc.fileName,
              size: formatBytes(doc.sizeBytes),
              date: formatDateTime(doc.uploadedAt),
            })}
            {doc.uploadedByName ? t('view.by', { name: doc.uploadedByName }) : ''}
            {doc.patientName ? ` · ${doc.patientName}` : ''}
          </Text>
        </div>
        <Group gap="sm">
          {doc.caseId && (
            <Button
              component={Link}
              to={`/specimen/${doc.caseId}`}
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('view.case', { number: doc.caseNumber })}
            </Button>
          )}
          {doc.patientId && (
            <Button
              component={Link}
              to={`/patient/${doc.patientId}`}
              variant="default"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('attach.patient')}
            </Button>
          )}
          <DocumentDownloadButton doc={doc} />
        </Group>
      </Group>
      <DocumentViewer doc={doc} height="calc(100vh - 10rem)" />
    </Box>
  );
}
