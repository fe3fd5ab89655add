import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { zodResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { KeyHint } from '@/components/key-hint';
import { showServerErrors } from '@/lib/form-errors';

const cancelSchema = (t: TFunction<'cases'>) =>
  z.object({
    reason: z.string().trim().min(1, t('cancelDialog.required')).max(1000, t('cancelDialog.tooLong')),
  });
type TCancel = z.infer<ReturnType<typeof cancelSchema>>;

/** Cancelling needs a reason; it is kept in the status history. */
export function CancelCaseDialog({
  caseNumber,
  opened,
  onClose,
  onConfirm,
}: {
  caseNumber: string;
  opened: boolean;
  onClose(): void;
  onConfirm(reason: string): Promise<unknown>;
}) {
  const { t } = useTranslation('cases');
  const schema = useMemo(() => cancelSchema(t), [t]);
  const form = useForm<TCancel>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await onConfirm(reason);
      form.reset();
      onClose();
    } catch (e) {
      showServerErrors(e, form, ['reason']);
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('cancelDialog.title', { caseNumber })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
          <Textarea
            label={t('cancelDialog.reason')}
            description={
              <>
                {t('cancelDialog.kept')} <KeyHint>{t('keys.ctrlEnter')}</KeyHint> {t('cancelDialog.confirms')}
              </>
            }
            withAsterisk
            autosize
            minRows={3}
            data-autofocus
            {...form.register('reason')}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
            }}
            error={form.formState.errors.reason?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancelDialog.keep')}
            </Button>
            <Button type="submit" color="red" loading={form.formState.isSubmitting}>
              {t('page.cancelCase')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
