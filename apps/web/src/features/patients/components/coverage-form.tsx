import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { Alert, Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { COVERAGE_RANKS, SUBSCRIBER_RELATIONSHIPS, ZCoverageInput, type TCoverage } from '@lab/domain';
import { DateTextInput } from '@/components/date-text-input';
import { RemoteSelect } from '@/components/remote-select';
import { showServerErrors } from '@/lib/form-errors';
import { searchPayerOptions } from '../api/search-payer-options';
import { useSaveCoverage } from '../api/save-coverage';

type FormIn = z.input<typeof ZCoverageInput>;
type FormOut = z.output<typeof ZCoverageInput>;
const FIELDS = [
  'payerId',
  'rank',
  'policyNumber',
  'groupNumber',
  'subscriberName',
  'subscriberRelationship',
  'subscriberDob',
  'effectiveFrom',
  'effectiveTo',
] as const;

/** Add or edit one insurance coverage; "End coverage" deactivates it (coverages are never deleted). */
export function CoverageForm({
  patientId,
  coverage,
  defaultRank,
  onDone,
}: {
  patientId: number;
  coverage?: TCoverage | null;
  defaultRank?: string;
  onDone(): void;
}) {
  const { t } = useTranslation('patients');
  const save = useSaveCoverage(patientId);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZCoverageInput),
    mode: 'onTouched',
    defaultValues: {
      payerId: coverage?.payerId,
      rank: (coverage?.rank ?? defaultRank ?? 'primary') as FormIn['rank'],
      policyNumber: coverage?.policyNumber ?? '',
      groupNumber: coverage?.groupNumber ?? '',
      subscriberName: coverage?.subscriberName ?? '',
      subscriberRelationship: (coverage?.subscriberRelationship ?? 'self') as FormIn['subscriberRelationship'],
      subscriberDob: coverage?.subscriberDob ?? '',
      effectiveFrom: coverage?.effectiveFrom ?? '',
      effectiveTo: coverage?.effectiveTo ?? '',
      active: coverage?.active ?? true,
    },
  });
  const err = (f: keyof FormIn) => form.formState.errors[f]?.message as string | undefined;
  const persist = async (values: FormOut) => {
    try {
      await save.mutateAsync({ body: values, id: coverage?.id });
      onDone();
    } catch (e) {
      showServerErrors(e, form, FIELDS);
    }
  };
  const submit = form.handleSubmit((values) => persist({ ...values, active: true }));
  const end = form.handleSubmit((values) => persist({ ...values, active: false }));

  return (
    <form onSubmit={submit} noValidate aria-label={t('coverage.formLabel')}>
      <Stack>
        {form.formState.errors.root && <Alert color="red">{form.formState.errors.root.message}</Alert>}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <Controller
              control={form.control}
              name="payerId"
              render={({ field }) => (
                <RemoteSelect
                  label={t('coverage.payer')}
                  withAsterisk
                  data-autofocus
                  placeholder={t('coverage.payerPlaceholder')}
                  queryKey="coverage-payers"
                  search={searchPayerOptions}
                  value={field.value}
                  current={
                    coverage
                      ? { value: String(coverage.payerId), label: `${coverage.payerName} (${coverage.payerCode})` }
                      : null
                  }
                  onChange={(v) => field.onChange(v ?? undefined)}
                  onBlur={field.onBlur}
                  error={err('payerId')}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="rank"
              render={({ field }) => (
                <Select
                  label={t('coverage.rank')}
                  withAsterisk
                  aria-required
                  data={COVERAGE_RANKS.map((r) => ({ value: r, label: t(`coverage.rankOptions.${r}`) }))}
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  allowDeselect={false}
                  error={err('rank')}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('coverage.policyNumber')}
              withAsterisk
              aria-required
              autoComplete="off"
              {...form.register('policyNumber')}
              error={err('policyNumber')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('coverage.groupNumber')}
              autoComplete="off"
              {...form.register('groupNumber')}
              error={err('groupNumber')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('coverage.subscriberName')}
              description={t('coverage.subscriberHint')}
              {...form.register('subscriberName')}
              error={err('subscriberName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Controller
              control={form.control}
              name="subscriberRelationship"
              render={({ field }) => (
                <Select
                  label={t('coverage.relationship')}
                  mt={{ sm: 22 }}
                  data={SUBSCRIBER_RELATIONSHIPS.map((r) => ({
                    value: r,
                    label: t(`coverage.relationshipOptions.${r}`),
                  }))}
                  value={field.value ?? 'self'}
                  onChange={(v) => field.onChange(v)}
                  allowDeselect={false}
                  error={err('subscriberRelationship')}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <DateTextInput
              label={t('coverage.subscriberDob')}
              mt={{ sm: 22 }}
              {...form.register('subscriberDob')}
              error={err('subscriberDob')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateTextInput
              label={t('coverage.effectiveFrom')}
              {...form.register('effectiveFrom')}
              error={err('effectiveFrom')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateTextInput
              label={t('coverage.effectiveTo')}
              {...form.register('effectiveTo')}
              error={err('effectiveTo')}
            />
          </Grid.Col>
        </Grid>
        <Group justify="space-between">
          <Group>
            <Button type="submit" loading={save.isPending}>
              {coverage ? (coverage.active ? t('coverage.save') : t('coverage.saveReactivate')) : t('coverage.add')}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t('cancel')}
            </Button>
          </Group>
          {coverage?.active && (
            <Button color="orange" variant="light" onClick={() => void end()}>
              {t('coverage.end')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
