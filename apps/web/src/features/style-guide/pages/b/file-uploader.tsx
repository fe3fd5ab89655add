import { useState } from 'react';
import { Badge, Button, FileInput, Stack, Table } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { DOCUMENT_MESSAGES, sniffDocumentType } from '@lab/domain';
import { DocumentDropzone } from '@/components/documents';
import { formatBytes } from '@/lib/format';
import { Demo, DemoStack } from '../../components/demo';
import { OnDemandLoading, States } from './kit';

interface Picked {
  name: string;
  size: number;
  /** What the first bytes say, as the server checks them. */
  type: string | null;
}

/** The document upload's drop area: the same types and size limit, the same refusals; files are read, not sent. */
function DocumentDrop({ loading = false, disabled = false }: { loading?: boolean; disabled?: boolean }) {
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
        disabledReason={disabled ? 'Choose the case first' : undefined}
      />
      {picked.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label="Files chosen">
            <Table.Tbody>
              {picked.map((p, i) => (
                <Table.Tr key={`${p.name}-${i}`}>
                  <Table.Td>{p.name}</Table.Td>
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
  const [csv, setCsv] = useState<File | null>(null);
  return (
    <DemoStack>
      <Demo
        title="Drop documents on a record"
        description="@mantine/dropzone as the documents panel uses it: PDF, PNG, JPEG or TIFF up to 25 MB; refused files are listed with the reason. The type is then read from the file's first bytes (sniffDocumentType), as the server does — a renamed file is caught. Here nothing is uploaded."
        code={`import { DocumentDropzone } from '@/components/documents';
// @mantine/dropzone with DOCUMENT_MIME_TYPES and MAX_DOCUMENT_BYTES; refused files listed with rejectionReason
<DocumentDropzone openRef={openRef} onDrop={addFiles} loading={busy} />`}
      >
        <DocumentDrop />
      </Demo>
      <Demo
        title="States"
        description="Uploading (loading) and not yet possible (disabled, says why)."
        code={`<DocumentDropzone loading={busy} … />
<DocumentDropzone disabledReason="Choose the case first" … />`}
      >
        <OnDemandLoading label="Show uploading">
          {(loading) => (
            <States cols={2}>
              <DocumentDrop loading={loading} />
              <DocumentDrop disabled />
            </States>
          )}
        </OnDemandLoading>
      </Demo>
      <Demo
        title="One file in a form"
        description="The CSV of a lookup import, or a catalogue item's picture: a FileInput in the form, with the accepted types and a clear button."
        code={`<FileInput label="CSV file" placeholder="Choose a .csv file" accept=".csv,text/csv" leftSection={<IconFileTypeCsv size={16} />} value={file} onChange={setFile} clearable />`}
      >
        <Stack maw={420}>
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} />}
            value={csv}
            onChange={setCsv}
            clearable
          />
          <FileInput
            label="Picture"
            description="PNG, JPEG or WebP, at most 2 MB"
            placeholder="Choose a picture"
            error="must be a PNG, JPEG or WebP image"
          />
          <Button variant="default" w="fit-content" disabled={!csv}>
            Preview
          </Button>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
