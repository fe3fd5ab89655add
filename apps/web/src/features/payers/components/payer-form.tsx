import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@/lib/form-resolver';
import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { z } from 'zod';
import { ZPayerInput, type TPayer } from '@lab/domain';
import { FormLookupSelect } from '@/components/form-lookup-select';
import { showServerErrors } from '@/lib/form-errors';
import { useSavePayer } from '../api/save-payer';

type FormIn = z.input<typeof ZPayerInput>;
type FormOut = z.output<typeof ZPayerInput>;
const FIELDS = ['name', 'payerCode', 'financialClassId', 'address', 'phone'] as const;

/** Create or edit a payer; deactivate keeps it for the coverages that point at it. */
export function PayerForm({ payer, onSaved }: { payer: TPayer | null; onSaved(p: TPayer): void }) {
  const { t } = useTranslation('payers');
  const save = useSavePayer(payer?.id);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZPayerInput),
    mode: 'onTouched',
    defaultValues: {
      name: payer?.name ?? '',
      payerCode: payer?.payerCode ?? '',
      financialClassId: payer?.financialClassId ?? null,
      address: payer?.address ?? '',
      phone: payer?.phone ?? '',
      active: payer?.active ?? true,
    },
  });
  const persist = async (values: FormOut) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch (e) {
      showServerErrors(e, form, FIELDS);
    }
  };
  const submit = form.handleSubmit(persist);
  const toggle = form.handleSubmit((values) => persist({ ...values, active: !payer!.active }));
  useHotkeys([['mod+Enter', () => void submit()]], []);
  const err = (f: keyof FormIn) => form.formState.errors[f]?.message as string | undefined;
  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label')}>
      <Stack>
        {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
        <TextInput
          label={t('columns.name')}
          withAsterisk
          aria-required
          data-autofocus
          autoComplete="off"
          {...form.register('name')}
          error={err('name')}
        />
        <TextInput
          label={t('columns.payerId')}
          withAsterisk
          aria-required
          autoComplete="off"
          description={t('form.payerIdHint')}
          {...form.register('payerCode')}
          error={err('payerCode')}
        />
        <FormLookupSelect
          control={form.control}
          name="financialClassId"
          list="financialclasses"
          label={t('columns.financialClass')}
        />
        <TextInput label={t('columns.phone')} type="tel" {...form.register('phone')} error={err('phone')} />
        <Textarea label={t('form.address')} autosize minRows={2} {...form.register('address')} error={err('address')} />
        <Group justify="space-between">
          <Button type="submit" loading={save.isPending}>
            {payer ? t('form.save') : t('form.create')}
          </Button>
          {payer && (
            <Button variant="light" color={payer.active ? 'orange' : 'green'} onClick={() => void toggle()}>
              {payer.active ? t('form.deactivate') : t('form.reactivate')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
