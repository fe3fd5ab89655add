import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { KeyHint } from '@/components/key-hint';
import { showServerErrors } from '@/lib/form-errors';

const ZCancel = z.object({
  reason: z.string().trim().min(1, 'is required to cancel a case').max(1000, 'must be at most 1000 characters'),
});
type TCancel = z.infer<typeof ZCancel>;

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
  const form = useForm<TCancel>({ resolver: zodResolver(ZCancel), mode: 'onChange', defaultValues: { reason: '' } });
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
    <Modal opened={opened} onClose={onClose} title={`Cancel case ${caseNumber}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
          <Textarea
            label="Reason"
            description={
              <>
                Kept in the status history. <KeyHint>Ctrl+Enter</KeyHint> confirms.
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
              Keep case
            </Button>
            <Button type="submit" color="red" loading={form.formState.isSubmitting}>
              Cancel case
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
