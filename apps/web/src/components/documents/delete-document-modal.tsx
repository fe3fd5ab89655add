import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { zodResolver } from '@/lib/form-resolver';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { ZDocumentDelete, type TDocument, type TDocumentDelete } from '@lab/domain';
import { showServerErrors } from '@/lib/form-errors';
import { useDeleteDocument } from './api/delete-document';

/** Soft delete with a reason: the document leaves the lists, the file and the record stay. */
export function DeleteDocumentModal({ doc, onClose }: { doc: TDocument | null; onClose(): void }) {
  const { t } = useTranslation('documents');
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
    <Modal opened={doc !== null} onClose={close} title={t('delete.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            <Trans t={t} i18nKey="delete.body" values={{ title: doc?.title ?? '' }} components={{ b: <b /> }} />
          </Text>
          {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
          <TextInput
            label={t('delete.reason')}
            data-autofocus
            withAsterisk
            aria-required
            placeholder={t('delete.reasonPlaceholder')}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={remove.isPending}>
              {t('delete.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
