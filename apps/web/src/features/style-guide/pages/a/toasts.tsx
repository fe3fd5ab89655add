import { Button, Group, Notification, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE } from './lab';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

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
  const sample = useSampleText('styleGuideA');
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('toasts.raiseToast')}
        description={t('toasts.portalRaisesToastsMantine')}
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
              {sample(k.kind)}
            </Button>
          ))}
        </Group>
      </Demo>
      <Demo
        title={t('toasts.loadingThenDone')}
        description={t('toasts.longJobShowsOneToast')}
        code={`const id = notifications.show({ loading: true, title: 'Importing ICD-10 codes', message: 'icd10-2026.csv', autoClose: false, withCloseButton: false });
// …when the server answers:
notifications.update({ id, color: 'green', loading: false, title: 'ICD-10 codes imported', message: '312 added, 1,044 updated.', icon: <IconCheck size={18} />, autoClose: 4000, withCloseButton: true });`}
      >
        <Button variant="default" onClick={saveWithProgress}>
          {t('toasts.importList')}
        </Button>
      </Demo>
      <Demo
        title={t('toasts.whatToastLooksLike')}
        description={t('toasts.sameNotificationComponentDrawn')}
        code={`<Notification color="green" icon={<IconCheck size={18} />} title="Report signed out" withCloseButton={false}>S26-00412 version 1</Notification>
<Notification color="red" icon={<IconX size={18} />} title="Could not save" withCloseButton={false}>Patient: must be chosen</Notification>
<Notification loading title="Uploading" withCloseButton={false}>requisition.pdf</Notification>`}
      >
        <Stack gap="sm" maw={420}>
          <Notification
            color="green"
            icon={<IconCheck size={18} />}
            title={t('toasts.reportSignedOut')}
            withCloseButton={false}
          >
            {t('toasts.version1', { caseNumber: SAMPLE_CASE.caseNumber })}
          </Notification>
          <Notification color="red" icon={<IconX size={18} />} title={t('toasts.couldNotSave')} withCloseButton={false}>
            {t('toasts.patientMustChosen')}
          </Notification>
          <Notification loading title={t('toasts.uploading')} withCloseButton={false}>
            {t('toasts.requisitionPdf')}
          </Notification>
        </Stack>
      </Demo>
    </DemoStack>
  );
}
