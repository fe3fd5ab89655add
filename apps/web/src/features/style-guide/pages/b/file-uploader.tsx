import { useRef, useState } from 'react';
import { Alert, Badge, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileTypeCsv, IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { DOCUMENT_MESSAGES, DOCUMENT_MIME_TYPES, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, sniffDocumentType } from '@lab/domain';
import { formatBytes } from '@/lib/format';
import { Demo, DemoStack } from '../../components/demo';
import { OnDemandLoading, States } from './kit';

interface Picked {
  name: string;
  size: number;
  /** What the first bytes say, as the server checks them. */
  type: string | null;
}

const reason = (r: FileRejection) => {
  const codes = r.errors.map((e) => e.code);
  if (codes.includes('file-too-large')) return DOCUMENT_MESSAGES.tooLarge;
  if (codes.includes('file-invalid-type')) return DOCUMENT_MESSAGES.badType;
  return r.errors[0]?.message ?? 'Refused';
};

/** The document upload's drop area: the same types and size limit, the same refusals; files are read, not sent. */
function DocumentDrop({ loading = false, disabled = false }: { loading?: boolean; disabled?: boolean }) {
  const openRef = useRef<() => void>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [refused, setRefused] = useState<Array<{ name: string; reason: string }>>([]);
  const add = async (files: File[]) => {
    setRefused([]);
    const read = await Promise.all(files.map(async (f) => ({ name: f.name, size: f.size, type: sniffDocumentType(new Uint8Array(await f.slice(0, 16).arrayBuffer())) })));
    setPicked((p) => [...p, ...read]);
  };
  return (
    <Stack>
      <Dropzone
        openRef={openRef}
        onDrop={(f) => void add(f)}
        onReject={(rs) => setRefused(rs.map((r) => ({ name: r.file.name, reason: reason(r) })))}
        maxSize={MAX_DOCUMENT_BYTES}
        accept={DOCUMENT_MIME_TYPES}
        loading={loading}
        disabled={disabled}
        aria-label="Drop files here or choose files"
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
            <Text size="lg">{disabled ? 'Choose the case first' : 'Drag files here or click to choose'}</Text>
            <Text size="sm" c="dimmed">
              {DOCUMENT_TYPES.map((t) => t.label).join(', ')}, up to {formatBytes(MAX_DOCUMENT_BYTES)} each
            </Text>
          </div>
        </Group>
      </Dropzone>
      {refused.length > 0 && (
        <Alert color="red" title="Not accepted" withCloseButton onClose={() => setRefused([])}>
          {refused.map((r) => (
            <Text size="sm" key={r.name}>
              {r.name}: {r.reason}
            </Text>
          ))}
        </Alert>
      )}
      {picked.length > 0 && (
        <Table.ScrollContainer minWidth={360}>
          <Table aria-label="Files chosen">
            <Table.Tbody>
              {picked.map((p, i) => (
                <Table.Tr key={`${p.name}-${i}`}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>{formatBytes(p.size)}</Table.Td>
                  <Table.Td>
                    {p.type ? <Badge variant="light">{p.type}</Badge> : <Badge color="red" variant="light">{DOCUMENT_MESSAGES.badType}</Badge>}
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
        code={`import { Dropzone } from '@mantine/dropzone';
import { DOCUMENT_MIME_TYPES, MAX_DOCUMENT_BYTES } from '@lab/domain';
<Dropzone openRef={openRef} onDrop={addFiles} maxSize={MAX_DOCUMENT_BYTES} accept={DOCUMENT_MIME_TYPES} loading={busy}
  onReject={(rs) => setRefused(rs.map((r) => ({ name: r.file.name, reason: rejectionReason(r) })))}
  aria-label="Drop files here or choose files">
  <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
    <Dropzone.Accept><IconUpload size={40} /></Dropzone.Accept>
    <Dropzone.Reject><IconX size={40} /></Dropzone.Reject>
    <Dropzone.Idle><IconFileUpload size={40} stroke={1.5} /></Dropzone.Idle>
    <div><Text size="lg">Drag files here or click to choose</Text><Text size="sm" c="dimmed">PDF, PNG, JPEG or TIFF, up to 25 MB each</Text></div>
  </Group>
</Dropzone>`}
      >
        <DocumentDrop />
      </Demo>
      <Demo
        title="States"
        description="Uploading (loading) and not yet possible (disabled, says why)."
        code={`<Dropzone loading={busy} … />
<Dropzone disabled … />`}
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
          <FileInput label="CSV file" placeholder="Choose a .csv file" accept=".csv,text/csv" leftSection={<IconFileTypeCsv size={16} />} value={csv} onChange={setCsv} clearable />
          <FileInput label="Picture" description="PNG, JPEG or WebP, at most 2 MB" placeholder="Choose a picture" error="must be a PNG, JPEG or WebP image" />
          <Button variant="default" w="fit-content" disabled={!csv}>
            Preview
          </Button>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
