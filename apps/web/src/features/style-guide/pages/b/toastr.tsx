import { Button, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { PortalNote } from './kit';

const WHEN = [
  ['A save or an action succeeded', 'Green toast, closes by itself', '“S26-00412 saved”'],
  ['A long job finished (import, upload)', 'Loading toast updated in place', '“ICD-10 codes imported: 312 added”'],
  [
    'An action failed',
    'Red toast with what to do',
    '“Could not send the report: the fax line is busy — it will retry”',
  ],
  ['A field is wrong', 'Never a toast: the message under the field', '“Last name — is required”'],
  ['Something the user must act on later', 'The bell (notifications), not a toast', '“Critical result on S26-00407”'],
];

export default function ToastrPage() {
  return (
    <DemoStack>
      <PortalNote>
        @mantine/notifications, mounted once in the app&apos;s providers: bottom-right, bottom-left when the page is
        right-to-left. Toasts confirm; they never carry the only copy of an error the user must fix.
      </PortalNote>
      <Demo
        title="After a save, and when it fails"
        description="What each button of the portal's forms raises after the server answered."
        code={`notifications.show({ color: 'green', message: \`\${saved.caseNumber} saved\` });
notifications.show({ color: 'red', icon: <IconX size={18} />, title: 'Could not send the report', message: 'The fax line is busy; it will retry in 5 minutes.' });`}
      >
        <Group>
          <Button
            color="green"
            variant="light"
            onClick={() =>
              notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: 'S26-00412 saved' })
            }
          >
            Save succeeds
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() =>
              notifications.show({
                color: 'red',
                icon: <IconX size={18} />,
                title: 'Could not send the report',
                message: 'The fax line is busy; it will retry in 5 minutes.',
                autoClose: 8000,
              })
            }
          >
            Sending fails
          </Button>
          <Button variant="default" onClick={() => notifications.clean()}>
            Close all
          </Button>
        </Group>
      </Demo>
      <Demo
        title="A job in progress, then its result"
        description="One toast for the whole job: shown loading, updated in place when the server answers (the documents upload does this)."
        code={`const id = notifications.show({ loading: true, title: 'Uploading 2 documents', message: 'requisition.pdf, slide-A1.tiff', autoClose: false, withCloseButton: false });
// when the server answered:
notifications.update({ id, loading: false, color: 'green', icon: <IconCheck size={18} />, title: '2 documents attached to S26-00412', message: 'requisition.pdf, slide-A1.tiff', autoClose: 4000, withCloseButton: true });`}
      >
        <Button
          variant="light"
          onClick={() => {
            const id = notifications.show({
              loading: true,
              title: 'Uploading 2 documents',
              message: 'requisition.pdf, slide-A1.tiff',
              autoClose: false,
              withCloseButton: false,
            });
            setTimeout(
              () =>
                notifications.update({
                  id,
                  loading: false,
                  color: 'green',
                  icon: <IconCheck size={18} />,
                  title: '2 documents attached to S26-00412',
                  message: 'requisition.pdf, slide-A1.tiff',
                  autoClose: 4000,
                  withCloseButton: true,
                }),
              1200,
            );
          }}
        >
          Upload 2 documents
        </Button>
      </Demo>
      <Demo
        title="Which message where"
        description="The portal's rule for choosing between a toast, a field message and the bell."
        code={`// a field is wrong: under the field (with its label), never a toast
showServerErrors(error, form, FIELDS);
// done: a toast that closes by itself
notifications.show({ color: 'green', message: \`\${saved.caseNumber} saved\` });`}
      >
        <Stack>
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder aria-label="Which message where">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>How</Table.Th>
                  <Table.Th>Example</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {WHEN.map(([w, h, e]) => (
                  <Table.Tr key={w}>
                    <Table.Td>{w}</Table.Td>
                    <Table.Td>{h}</Table.Td>
                    <Table.Td>{e}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
