import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Title } from '@mantine/core';
import type { TCase } from '@lab/domain';
import { showServerErrors } from '@/lib/form-errors';
import { useUpdateCase } from '../api/update-case';
import {
  OrderBillingFields,
  OrderPartyFields,
  PriorityField,
  ZOrderFormFields,
  changedOrder,
  knownEntries,
  orderOf,
  withTimesInOrder,
  type TOrderFormIn,
  type TOrderFormOut,
} from './order-fields';

const ZEditOrder = withTimesInOrder(ZOrderFormFields);

/** Changes the order of a case before sign-out: the same fields the accession page takes, minus patient and parts. */
export function EditCaseDialog({ c, opened, onClose }: { c: TCase; opened: boolean; onClose(): void }) {
  const { t } = useTranslation('cases');
  const update = useUpdateCase(c.id);
  const start = useMemo(() => orderOf(c), [c]);
  const form = useForm<TOrderFormIn, unknown, TOrderFormOut>({
    resolver: zodResolver(ZEditOrder),
    mode: 'onTouched',
    values: start,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (v) => {
    const changes = changedOrder(start, v);
    try {
      if (Object.keys(changes).length) await update.mutateAsync(changes);
      onClose();
    } catch (e) {
      showServerErrors(e, form, Object.keys(start));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title', { caseNumber: c.caseNumber })} size="64rem">
      <FormProvider {...form}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the form's keyboard shortcut (Ctrl+Enter) listens on its fields' keys */}
        <form
          onSubmit={submit}
          noValidate
          aria-label={t('edit.title', { caseNumber: c.caseNumber })}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
        >
          <Stack>
            {errors.root && <Alert color="red">{errors.root.message}</Alert>}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {t('page.order')}
                </Title>
                <PriorityField autoFocus />
                <OrderPartyFields
                  withPathologist
                  knownProvider={c.provider ? `${c.provider.name} · NPI ${c.provider.npi}` : undefined}
                />
              </Stack>
              <Stack gap="sm">
                <Title order={3} size="h5">
                  {t('accession.billingAndClinical')}
                </Title>
                <OrderBillingFields known={knownEntries(c)} />
              </Stack>
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('edit.close')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('edit.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
