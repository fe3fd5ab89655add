import { useState } from 'react';
import { Badge, Button, FileInput, Stack, Table } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { DOCUMENT_MESSAGES, sniffDocumentType } from '@lab/domain';
import { DocumentDropzone } from '@/components/documents';
import { formatBytes } from '@/lib/format';
import { Demo, DemoStack } from '../../components/demo';
import { OnDemandLoading, States } from './kit';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

interface Picked {
  name: string;
  size: number;
  /** What the first bytes say, as the server checks them. */
  type: string | null;
}

/** The document upload's drop area: the same types and size limit, the same refusals; files are read, not sent. */
function DocumentDrop({ loading = false, disabled = false }: { loading?: boolean; disabled?: boolean }) {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const [picked, setPicked] = useState<Picked[]>([]);
  const add = async (files: File[]) => {
    const read = await Promise.all(
      files.map(async (f) => ({
        name: f.name,
        size: f.size,
        type: sniffDocumentType(new Uint8Array(await f.slice(0, 16).arrayBuffer())),
      })),
    );
    setPicked((p) => [...p, ...read]);
  };
  return (
    <Stack>
      <DocumentDropzone
        onDrop={(f) => void add(f)}
        loading={loading}
        disabledReason={disabled ? t('fileUploader.chooseCaseFirst') : undefined}
      />
      {picked.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label={t('fileUploader.filesChosen')}>
            <Table.Tbody>
              {picked.map((p, i) => (
                <Table.Tr key={`${p.name}-${i}`}>
                  <Table.Td>{sample(p.name)}</Table.Td>
                  <Table.Td>{formatBytes(p.size)}</Table.Td>
                  <Table.Td>
                    {p.type ? (
                      <Badge variant="light">{p.type}</Badge>
                    ) : (
                      <Badge color="red" variant="light">
                        {DOCUMENT_MESSAGES.badType}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export default function FileUploaderPage() {
  const { t } = useTranslation('styleGuideB');
  const [csv, setCsv] = useState<File | null>(null);
  return (
    <DemoStack>
      <Demo
        title={t('fileUploader.dropDocumentsRecord')}
        description={t('fileUploader.mantineDropzoneDocumentsPanel')}
        code={`import { DocumentDropzone } from '@/components/documents';
// @mantine/dropzone with DOCUMENT_MIME_TYPES and MAX_DOCUMENT_BYTES; refused files listed with rejectionReason
<DocumentDropzone openRef={openRef} onDrop={addFiles} loading={busy} />`}
      >
        <DocumentDrop />
      </Demo>
      <Demo
        title={t('fileUploader.states')}
        description={t('fileUploader.uploadingLoadingNotYetPossible')}
        code={`<DocumentDropzone loading={busy} … />
<DocumentDropzone disabledReason="Choose the case first" … />`}
      >
        <OnDemandLoading label={t('fileUploader.showUploading')}>
          {(loading) => (
            <States cols={2}>
              <DocumentDrop loading={loading} />
              <DocumentDrop disabled />
            </States>
          )}
        </OnDemandLoading>
      </Demo>
      <Demo
        title={t('fileUploader.oneFileForm')}
        description={t('fileUploader.csvLookupImportCatalogueItem')}
        code={`<FileInput label="CSV file" placeholder="Choose a .csv file" accept=".csv,text/csv" leftSection={<IconFileTypeCsv size={16} />} value={file} onChange={setFile} clearable />`}
      >
        <Stack maw={420}>
          <FileInput
            label={t('fileUploader.csvFile')}
            placeholder={t('fileUploader.chooseCsvFile')}
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} />}
            value={csv}
            onChange={setCsv}
            clearable
          />
          <FileInput
            label={t('fileUploader.picture')}
            description={t('fileUploader.pngJpegWebpMost2')}
            placeholder={t('fileUploader.choosePicture')}
            error={t('fileUploader.mustPngJpegWebpImage')}
          />
          <Button variant="default" w="fit-content" disabled={!csv}>
            {t('fileUploader.preview')}
          </Button>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
