import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { DOCUMENT_MESSAGES, DOCUMENT_MIME_TYPES, MAX_DOCUMENT_BYTES } from '@lab/domain';
import { documentMessage } from './document-messages';

/** Why the drop area refused a file, in the words the server would use. */
export function rejectionReason(r: FileRejection): string {
  const codes = r.errors.map((e) => e.code);
  if (codes.includes('file-too-large')) return DOCUMENT_MESSAGES.tooLarge;
  if (codes.includes('file-invalid-type')) return DOCUMENT_MESSAGES.badType;
  return r.errors[0]?.message ?? 'Refused';
}

interface Props {
  /** Set to a function that opens the file chooser. */
  openRef?: Ref<() => void>;
  onDrop(files: File[]): void;
  loading?: boolean;
  /** Files cannot be dropped yet: the area is disabled and says why. */
  disabledReason?: string;
}

/**
 * The documents' drop area: PDF, PNG, JPEG or TIFF up to MAX_DOCUMENT_BYTES; refused files are listed below it
 * with the reason until the next drop. Renders two siblings (the area and the list), for a Stack.
 */
export function DocumentDropzone({ openRef, onDrop, loading = false, disabledReason }: Props) {
  const { t } = useTranslation('documents');
  const [refused, setRefused] = useState<{ name: string; reason: string }[]>([]);
  return (
    <>
      <Dropzone
        openRef={openRef}
        onDrop={(files) => {
          setRefused([]);
          onDrop(files);
        }}
        onReject={(rs) => setRefused(rs.map((r) => ({ name: r.file.name, reason: rejectionReason(r) })))}
        maxSize={MAX_DOCUMENT_BYTES}
        accept={DOCUMENT_MIME_TYPES}
        loading={loading}
        disabled={disabledReason !== undefined}
        aria-label={t('dropzone.label')}
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileUpload size={40} stroke={1.5} />
          </Dropzone.Idle>
          <div>
            <Text size="lg">{disabledReason ?? t('dropzone.prompt')}</Text>
            <Text size="sm" c="dimmed">
              {t('dropzone.types')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {refused.length > 0 && (
        <Alert color="red" title={t('dropzone.notAccepted')} withCloseButton onClose={() => setRefused([])}>
          {refused.map((r) => (
            <Text size="sm" key={r.name}>
              {r.name}: {documentMessage(t, r.reason)}
            </Text>
          ))}
        </Alert>
      )}
    </>
  );
}
