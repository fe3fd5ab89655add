import { useTranslation } from 'react-i18next';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import type { TDocument } from '@lab/domain';
import { formatBytes } from '@/lib/format';
import { DocumentDownloadButton, DocumentViewer } from './document-viewer';

/** A document in a modal over the list it was opened from: what it is, a download, and the viewer. */
export function DocumentPreviewModal({ doc, onClose }: { doc: TDocument | null; onClose(): void }) {
  const { t } = useTranslation('documents');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={doc !== null}
      onClose={onClose}
      title={doc?.title}
      size="80rem"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {doc && (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {doc.fileName} · {formatBytes(doc.sizeBytes)}
              {doc.caseNumber ? t('preview.case', { number: doc.caseNumber }) : ''}
              {doc.patientName ? ` · ${doc.patientName}` : ''}
            </Text>
            <Group gap="xs">
              <Button
                component="a"
                href={`/documents/${doc.id}/view`}
                target="_blank"
                rel="noopener"
                size="xs"
                variant="default"
                leftSection={<IconExternalLink size={14} />}
              >
                {t('preview.openNewTab')}
              </Button>
              <DocumentDownloadButton doc={doc} size="xs" />
            </Group>
          </Group>
          <DocumentViewer doc={doc} />
        </Stack>
      )}
    </Modal>
  );
}
