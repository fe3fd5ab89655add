import { Button, Group, Notification, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE } from './lab';

// The portal's kinds of toast, each with a message it really shows (the words follow the feature that raises it).
const KINDS = [
  { kind: 'Success', color: 'green', message: `${SAMPLE_CASE.caseNumber} signed out (version 1)` },
  {
    kind: 'Success with a title',
    color: 'green',
    title: 'Patient registered',
    message: `${SAMPLE_CASE.patient} · MRN ${SAMPLE_CASE.mrn}`,
  },
  { kind: 'Warning', color: 'orange', message: 'ICD-10 code C50.9 of microcode M-85003 is not in the ICD-10 list' },
  { kind: 'Error', color: 'red', message: 'Could not change the status' },
  { kind: 'Neutral', color: undefined, message: 'Dr. Omar Haddad deactivated' },
] as const;

function saveWithProgress() {
  const id = notifications.show({
    loading: true,
    title: 'Importing ICD-10 codes',
    message: 'icd10-2026.csv · 71,932 rows',
    autoClose: false,
    withCloseButton: false,
  });
  setTimeout(
    () =>
      notifications.update({
        id,
        color: 'green',
        loading: false,
        title: 'ICD-10 codes imported',
        message: '312 added, 1,044 updated from icd10-2026.csv.',
        icon: <IconCheck size={18} />,
        autoClose: 4000,
        withCloseButton: true,
      }),
    1500,
  );
}

export default function ToastsPage() {
  return (
    <DemoStack>
      <Demo
        title="Raise a toast"
        description="The portal raises toasts with @mantine/notifications after a save, a status change or a failure: green when done, red with the server's message when not, orange for a warning that does not stop the work. They appear at the bottom end (bottom left in RTL), above the scroll-to-top button, and close by themselves."
        code={`import { notifications } from '@mantine/notifications';

notifications.show({ color: 'green', message: \`\${c.caseNumber} signed out (version \${res.report.version})\` });
notifications.show({ color: 'green', title: 'Patient registered', message: \`\${patientName(p)} · MRN \${p.mrn}\` });
notifications.show({ color: 'red', message: e instanceof Error ? e.message : 'Could not change the status' });`}
      >
        <Group gap="sm" wrap="wrap">
          {KINDS.map((k) => (
            <Button
              key={k.kind}
              variant="light"
              color={k.color ?? 'gray'}
              onClick={() =>
                notifications.show({ color: k.color, title: 'title' in k ? k.title : undefined, message: k.message })
              }
            >
              {k.kind}
            </Button>
          ))}
        </Group>
      </Demo>
      <Demo
        title="Loading, then done"
        description="A long job shows one toast that changes: loading without a close button, then the outcome."
        code={`const id = notifications.show({ loading: true, title: 'Importing ICD-10 codes', message: 'icd10-2026.csv', autoClose: false, withCloseButton: false });
// …when the server answers:
notifications.update({ id, color: 'green', loading: false, title: 'ICD-10 codes imported', message: '312 added, 1,044 updated.', icon: <IconCheck size={18} />, autoClose: 4000, withCloseButton: true });`}
      >
        <Button variant="default" onClick={saveWithProgress}>
          Import a list
        </Button>
      </Demo>
      <Demo
        title="What a toast looks like"
        description="The same Notification component drawn in place, for a page that keeps a message on screen."
        code={`<Notification color="green" icon={<IconCheck size={18} />} title="Report signed out" withCloseButton={false}>S26-00412 version 1</Notification>
<Notification color="red" icon={<IconX size={18} />} title="Could not save" withCloseButton={false}>Patient: must be chosen</Notification>
<Notification loading title="Uploading" withCloseButton={false}>requisition.pdf</Notification>`}
      >
        <Stack gap="sm" maw={420}>
          <Notification color="green" icon={<IconCheck size={18} />} title="Report signed out" withCloseButton={false}>
            {SAMPLE_CASE.caseNumber} version 1
          </Notification>
          <Notification color="red" icon={<IconX size={18} />} title="Could not save" withCloseButton={false}>
            Patient: must be chosen
          </Notification>
          <Notification loading title="Uploading" withCloseButton={false}>
            requisition.pdf
          </Notification>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
