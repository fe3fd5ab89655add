import { Stack } from '@mantine/core';
import { DocumentList, DocumentUploadPanel } from '@/components/documents';

/** The patient's documents (their cases' included): upload, preview, download, delete. */
export function PatientDocumentsTab({ patientId }: { patientId: number }) {
  return (
    <Stack gap="md">
      <DocumentUploadPanel patientId={patientId} />
      <DocumentList patientId={patientId} compact />
    </Stack>
  );
}
