import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { Demo, DemoStack } from '../../components/demo';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const KINDS = [
  {
    color: 'blue',
    icon: IconInfoCircle,
    title: 'Frozen section requested',
    text: 'S26-00412: the surgeon waits in theatre 3; call extension 4410 with the result.',
  },
  {
    color: 'green',
    icon: IconCheck,
    title: 'Report signed out',
    text: 'S26-00398 version 1 was sent to Dr. Ana Ruiz and the submitting clinic.',
  },
  {
    color: 'orange',
    icon: IconAlertTriangle,
    title: 'Specimen received without fixative time',
    text: 'Ask the clinic before grossing: ASCO/CAP needs 6–72 h of formalin for HER2.',
  },
  { color: 'red', icon: IconAlertCircle, title: 'Could not save the case', text: 'Patient: must be chosen.' },
] as const;

export default function AlertsPage() {
  const { t } = useTranslation('styleGuideA');
  const sample = useSampleText('styleGuideA');
  const [shown, setShown] = useState(true);
  return (
    <DemoStack>
      <Demo
        title={t('alerts.meanings')}
        description={t('alerts.blueInformsGreenConfirmsOrange')}
        code={`<Alert color="orange" icon={<IconAlertTriangle />} title="Specimen received without fixative time">
  Ask the clinic before grossing: ASCO/CAP needs 6–72 h of formalin for HER2.
</Alert>
{form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}`}
      >
        <Stack gap="sm">
          {KINDS.map(({ color, icon: Icon, title, text }) => (
            <Alert key={color} color={color} icon={<Icon />} title={sample(title)}>
              {sample(text)}
            </Alert>
          ))}
        </Stack>
      </Demo>
      <Demo
        title={t('alerts.variants')}
        description={t('alerts.filledRareMessageNobodyMay')}
        code={`<Alert variant="filled" color="red" title="Your session ends in 60 seconds" />
<Alert variant="outline" color="blue" title="3 cases are assigned to you" />
<Alert variant="light" color="gray">No reports yet.</Alert>`}
      >
        <Stack gap="sm">
          <Alert variant="filled" color="red" title={t('alerts.yourSessionEnds60Seconds')} />
          <Alert variant="outline" color="blue" title={t('alerts.n3CasesAreAssignedYou')} />
          <Alert variant="light" color="gray">
            {t('alerts.noReportsYet')}
          </Alert>
        </Stack>
      </Demo>
      <Demo
        title={t('alerts.dismissible')}
        description={t('alerts.noticePersonMayCloseStays')}
        code={`const [shown, setShown] = useState(true);
{shown && (
  <Alert color="blue" withCloseButton closeButtonLabel="Dismiss" onClose={() => setShown(false)} title="New: FISH counting">
    Count HER2 signals from the case page.
  </Alert>
)}`}
      >
        {shown ? (
          <Alert
            color="blue"
            withCloseButton
            closeButtonLabel={t('alerts.dismiss')}
            onClose={() => setShown(false)}
            title={t('alerts.newFishCounting')}
          >
            {t('alerts.countHer2SignalsFromCase')}
          </Alert>
        ) : (
          <Button variant="default" size="xs" onClick={() => setShown(true)}>
            {t('alerts.showNoticeAgain')}
          </Button>
        )}
      </Demo>
    </DemoStack>
  );
}
