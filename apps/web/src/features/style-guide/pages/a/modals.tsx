import { useState } from 'react';
import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CancelCaseDialog } from '@/components/cancel-case-dialog';
import { Demo, DemoStack } from '../../components/demo';
import { SAMPLE_CASE } from './lab';
import { useTranslation } from 'react-i18next';

/** Stands in for the server call a real dialog makes. */
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function ConfirmDemo() {
  const { t } = useTranslation('styleGuideA');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await wait(600);
    setBusy(false);
    setOpen(false);
    notifications.show({
      color: 'green',
      message: t('modals.drAnaRuizMustChoose'),
    });
  };
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('modals.resetPassword')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('modals.resetPasswordDrAnaRuiz')}>
        <Stack>
          <Text size="sm">{t('modals.herCurrentPasswordStopsWorking')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} data-autofocus>
              {t('modals.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void confirm()}>
              {t('modals.resetPassword')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function ReasonDemo() {
  const { t } = useTranslation('styleGuideA');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        {t('modals.cancelCase')}
      </Button>
      <CancelCaseDialog
        caseNumber={SAMPLE_CASE.caseNumber}
        opened={open}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await wait(600);
          notifications.show({
            color: 'green',
            message: t('modals.nowCancelledExample', { caseNumber: SAMPLE_CASE.caseNumber }),
          });
        }}
      />
    </>
  );
}

function ResultDemo() {
  const { t } = useTranslation('styleGuideA');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('modals.showTemporaryPassword')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('modals.temporaryPassword')} size="sm">
        <Stack>
          <Alert color="orange">{t('modals.shownOnceGiveDrAna')}</Alert>
          <Code block fz="lg">
            {t('modals.kettleOrbit42')}
          </Code>
        </Stack>
      </Modal>
    </>
  );
}

export default function ModalsPage() {
  const { t } = useTranslation('styleGuideA');
  return (
    <DemoStack>
      <Demo
        title={t('modals.confirmStepCannotUndone')}
        description={t('modals.portalSConfirmDialogQuestion')}
        code={`<Modal opened={confirming} onClose={() => setConfirming(false)} title={\`Reset the password of \${user.name}?\`}>
  <Stack>
    <Text size="sm">{user.name}'s current password stops working and their open sessions end now.</Text>
    <Group justify="flex-end">
      <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>Cancel</Button>
      <Button color="red" loading={reset.isPending} onClick={confirm}>Reset password</Button>
    </Group>
  </Stack>
</Modal>`}
      >
        <ConfirmDemo />
      </Demo>
      <Demo
        title={t('modals.confirmReason')}
        description={t('modals.casePageSCancelcasedialog')}
        code={`import { CancelCaseDialog } from '@/components/cancel-case-dialog';
<CancelCaseDialog caseNumber={c.caseNumber} opened={cancelling} onClose={() => setCancelling(false)}
  onConfirm={(reason) => move.mutateAsync({ to: 'cancelled', reason })} />
// inside: a Modal (centred) with a react-hook-form + zod Textarea "Reason" (Ctrl+Enter submits),
// "Keep case" and a red "Cancel case" that shows loading while onConfirm runs; server errors land on the field`}
      >
        <ReasonDemo />
      </Demo>
      <Demo
        title={t('modals.showResultOnce')}
        description={t('modals.dialogOnlyInformsNoButtons')}
        code={`<Modal opened={temp !== null} onClose={() => setTemp(null)} title="Temporary password" size="sm">
  <Stack>
    <Alert color="orange">Shown once. Give it to {user.name} in person or by phone, never by mail.</Alert>
    <Code block fz="lg">{temp}</Code>
  </Stack>
</Modal>`}
      >
        <ResultDemo />
      </Demo>
    </DemoStack>
  );
}
