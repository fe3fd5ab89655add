import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { ZCaseUpdate, type TCase } from '@lab/domain';
import { LookupMultiSelect, LookupSelect } from '@/components/lookup-select';
import { ApiError } from '@/lib/api-client';
import { useUpdateCase } from '../api/update-case';
import { ProviderSelect } from './provider-select';

const ZEditOrder = ZCaseUpdate.pick({
  priority: true,
  providerId: true,
  facilityId: true,
  pathologistId: true,
  billingClassId: true,
  financialClassId: true,
  icdCodeIds: true,
  clinicalHistory: true,
});
type TEditIn = z.input<typeof ZEditOrder>;
type TEditOut = z.output<typeof ZEditOrder>;

const known = (refs: TCase['icdCodes']) => refs.map((r) => ({ value: String(r.id), label: `${r.code} — ${r.name}` }));

/** Changes the order of a case before sign-out: priority, who and where, billing, codes, history. */
export function EditCaseDialog({ c, opened, onClose }: { c: TCase; opened: boolean; onClose(): void }) {
  const update = useUpdateCase(c.id);
  const form = useForm<TEditIn, unknown, TEditOut>({
    resolver: zodResolver(ZEditOrder),
    mode: 'onTouched',
    values: {
      priority: c.priority,
      providerId: c.provider?.id ?? null,
      facilityId: c.facility?.id ?? null,
      pathologistId: c.pathologist?.id ?? null,
      billingClassId: c.billingClass?.id ?? null,
      financialClassId: c.financialClass?.id ?? null,
      icdCodeIds: c.icdCodes.map((r) => r.id),
      clinicalHistory: c.clinicalHistory ?? '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (v) => {
    try {
      await update.mutateAsync(v);
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const entries = Object.entries(e.fields);
      if (!entries.length) form.setError('root', { message: e.message });
      for (const [k, message] of entries) form.setError(k as FieldPath<TEditIn>, { message });
    }
  });
  const lookup = (name: 'facilityId' | 'pathologistId' | 'billingClassId' | 'financialClassId', list: string, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <LookupSelect list={list} label={label} value={field.value} onChange={(id) => field.onChange(id)} error={errors[name]?.message} />
      )}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={`Edit order of ${c.caseNumber}`} size="lg">
      <form
        onSubmit={submit}
        noValidate
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
      >
        <Stack>
          {errors.root && <Alert color="red">{errors.root.message}</Alert>}
          <Controller
            control={form.control}
            name="priority"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Priority
                </Text>
                <SegmentedControl
                  aria-label="Priority"
                  data={[
                    { value: 'routine', label: 'Routine' },
                    { value: 'stat', label: 'STAT' },
                  ]}
                  color={field.value === 'stat' ? 'red' : undefined}
                  value={field.value ?? 'routine'}
                  onChange={field.onChange}
                  w="fit-content"
                  data-autofocus
                />
              </Stack>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {lookup('pathologistId', 'pathologists', 'Pathologist')}
            <Controller
              control={form.control}
              name="providerId"
              render={({ field }) => (
                <ProviderSelect
                  label="Ordering provider"
                  value={field.value}
                  onChange={(id) => field.onChange(id)}
                  error={errors.providerId?.message}
                  knownLabel={c.provider ? `${c.provider.name} · NPI ${c.provider.npi}` : undefined}
                />
              )}
            />
            {lookup('facilityId', 'submittingfacilities', 'Submitting facility')}
            {lookup('billingClassId', 'billingclasses', 'Billing class')}
            {lookup('financialClassId', 'financialclasses', 'Financial class')}
          </SimpleGrid>
          <Controller
            control={form.control}
            name="icdCodeIds"
            render={({ field }) => (
              <LookupMultiSelect
                list="icdcodelist"
                label="ICD-10 codes"
                value={field.value ?? []}
                onChange={field.onChange}
                known={known(c.icdCodes)}
                error={errors.icdCodeIds?.message}
              />
            )}
          />
          <Textarea label="Clinical history" autosize minRows={2} {...form.register('clinicalHistory')} error={errors.clinicalHistory?.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
