import { Alert, Anchor, Box, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { isPreviewable, type TDocument } from '@lab/domain';
import { authorizedUrl } from '@/lib/api-client';
import { formatBytes } from '@/lib/format';

export const documentFileUrl = (doc: Pick<TDocument, 'id'>, download = false) =>
  authorizedUrl(`/api/documents/${doc.id}/file`, download ? { download: 1 } : undefined);

/** Shows a PDF or an image in the browser; TIFF files, which browsers cannot show, are offered for download. */
export function DocumentPreviewModal({ doc, onClose }: { doc: TDocument | null; onClose(): void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={doc !== null}
      onClose={onClose}
      title={doc?.title}
      size="80rem"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {doc && (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {doc.fileName} · {formatBytes(doc.sizeBytes)}
              {doc.caseNumber ? ` · case ${doc.caseNumber}` : ''}
              {doc.patientName ? ` · ${doc.patientName}` : ''}
            </Text>
            <Button component="a" href={documentFileUrl(doc, true)} size="xs" variant="light" leftSection={<IconDownload size={14} />}>
              Download
            </Button>
          </Group>
          {!isPreviewable(doc.mimeType) ? (
            <Alert color="blue" title="No preview for TIFF">
              Browsers cannot show TIFF images.{' '}
              <Anchor href={documentFileUrl(doc, true)}>Download the file</Anchor> to open it in an image viewer.
            </Alert>
          ) : doc.mimeType === 'application/pdf' ? (
            <Box
              component="iframe"
              src={documentFileUrl(doc)}
              title={`Preview of ${doc.title}`}
              w="100%"
              h="75vh"
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
            />
          ) : (
            <Image src={documentFileUrl(doc)} alt={doc.title} fit="contain" mah="75vh" />
          )}
        </Stack>
      )}
    </Modal>
  );
}
