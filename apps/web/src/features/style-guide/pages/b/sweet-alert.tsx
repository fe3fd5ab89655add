import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import { notifications } from '@mantine/notifications';
import { Demo, DemoStack } from '../../components/demo';
import { ConfirmExample } from './confirm';
import { PortalNote } from './kit';
import { KeyHintSlot } from '../../components/key-hint-slot';
import { Trans, useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const ZReason = z.object({ reason: z.string().trim().min(1, 'is required to amend a signed report').max(1000) });

/** A confirm that needs a reason (the cancel-case dialog's shape): the reason is kept in the history. */
function AmendDialog() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const [open, setOpen] = useState(false);
  const form = useForm<z.infer<typeof ZReason>>({
    resolver: zodResolver(ZReason),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    await new Promise((r) => setTimeout(r, 600));
    notifications.show({
      color: 'green',
      title: t('sweetAlert.s2600412OpenedAmendment'),
      message: t('sweetAlert.reasonKeptHistory', { reason }),
    });
    form.reset();
    setOpen(false);
  });
  return (
    <>
      <Button variant="light" color="orange" onClick={() => setOpen(true)}>
        {t('sweetAlert.amendS2600412')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('sweetAlert.amendSignedReportS2600412')} centered>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Alert color="orange" variant="light">
              {t('sweetAlert.physicianPatientPortalWillShow')}
            </Alert>
            <Textarea
              label={t('sweetAlert.reason')}
              withAsterisk
              aria-required
              autosize
              minRows={3}
              data-autofocus
              description={
                <>
                  <Trans
                    t={t}
                    i18nKey="sweetAlert.keptStatusHistoryCtrlEnter"
                    components={{ keyhint: <KeyHintSlot /> }}
                  />
                </>
              }
              {...form.register('reason')}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
              }}
              error={sample(form.formState.errors.reason?.message)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('sweetAlert.keepSigned')}
              </Button>
              <Button type="submit" color="orange" loading={form.formState.isSubmitting}>
                {t('sweetAlert.amendReport')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

export default function SweetAlertPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <PortalNote>{t('sweetAlert.noSweetalertConfirmationsAre')}</PortalNote>
      <Demo
        title={t('sweetAlert.confirmStep')}
        description={t('sweetAlert.titleAsksQuestionObjectNamed')}
        code={`<Modal opened={open} onClose={() => setOpen(false)} title="Retire 3 items?" centered>
  <Stack>
    <Text size="sm">Retired items leave the shop; orders that named them keep them.</Text>
    <Group justify="flex-end">
      <Button variant="default" onClick={() => setOpen(false)} data-autofocus>Cancel</Button>
      <Button color="red" loading={retire.isPending} onClick={() => retire.mutate(ids)}>Retire</Button>
    </Group>
  </Stack>
</Modal>`}
      >
        <Group>
          <ConfirmExample
            trigger={t('sweetAlert.retire3Items2')}
            title={t('sweetAlert.retire3Items')}
            keep={t('sweetAlert.cancel')}
            act={t('sweetAlert.retire')}
            done={t('sweetAlert.n3ItemsRetired')}
          >
            {t('sweetAlert.retiredItemsLeaveShopOrders')}
          </ConfirmExample>
          <ConfirmExample
            trigger={t('sweetAlert.deactivateDrAnaRuiz2')}
            title={t('sweetAlert.deactivateDrAnaRuiz')}
            keep={t('sweetAlert.keepActive')}
            act={t('sweetAlert.deactivate')}
            done={t('sweetAlert.drAnaRuizCanNo')}
          >
            {t('sweetAlert.sheCanNoLongerSign')}
          </ConfirmExample>
        </Group>
      </Demo>
      <Demo
        title={t('sweetAlert.confirmReason')}
        description={t('sweetAlert.cancellingCaseAmendingSigned')}
        code={`const ZReason = z.object({ reason: z.string().trim().min(1, 'is required to amend a signed report').max(1000) });
<Modal opened={open} onClose={close} title="Amend signed report S26-00412" centered>
  <form onSubmit={submit} noValidate>
    <Textarea label="Reason" withAsterisk aria-required autosize minRows={3} data-autofocus {...form.register('reason')}
      description={<>Kept in the status history. <KeyHint>Ctrl+Enter</KeyHint> confirms.</>}
      error={form.formState.errors.reason?.message} />
    <Button variant="default" onClick={close}>Keep as signed</Button>
    <Button type="submit" color="orange" loading={form.formState.isSubmitting}>Amend report</Button>
  </form>
</Modal>`}
      >
        <AmendDialog />
      </Demo>
    </DemoStack>
  );
}
