import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ZDocumentDelete, type TDocument, type TDocumentDelete } from '@lab/domain';
import { showServerErrors } from '@/lib/form-errors';
import { useDeleteDocument } from './api/delete-document';

/** Soft delete with a reason: the document leaves the lists, the file and the record stay. */
export function DeleteDocumentModal({ doc, onClose }: { doc: TDocument | null; onClose(): void }) {
  const remove = useDeleteDocument();
  const form = useForm<TDocumentDelete>({
    resolver: zodResolver(ZDocumentDelete),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const close = () => {
    form.reset();
    remove.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync({ id: doc!.id, ...values });
      close();
    } catch (e) {
      showServerErrors(e, form, ['reason']);
    }
  });
  return (
    <Modal opened={doc !== null} onClose={close} title="Delete document">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            <b>{doc?.title}</b> will be hidden from the lists. The file and its history are kept; the reason is recorded
            in the audit trail.
          </Text>
          {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
          <TextInput
            label="Reason"
            data-autofocus
            withAsterisk
            aria-required
            placeholder="e.g. Attached to the wrong patient"
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
