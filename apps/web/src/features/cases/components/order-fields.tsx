import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { ZCaseFields, type TCase, type TCaseUpdate } from '@lab/domain';
import { i18n } from '@/lib/i18n';
import { FormLookupMultiSelect, FormLookupSelect } from '@/components/form-lookup-select';
import type { LookupOption } from '@/components/lookup-select';
import { ProviderSelect } from './provider-select';

/*
 * The order of a case — priority, who and where, times, billing, codes, tests, flags, history — as both the
 * accession page and the edit-order dialog type it. The sections read the form through react-hook-form's
 * context (each caller wraps them in its FormProvider), so one form may hold more than the order (patient, parts).
 */

/** `datetime-local` value of a time (or of now), in the browser's local time, to the minute. */
export const toLocalInput = (iso?: string | null) => {
  const d = iso ? new Date(iso) : new Date();
  if (!iso) d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

const ZLocalDateTime = z.string().refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), {
  error: () => i18n.t('cases:validation.dateTime'),
});

/** The order as typed: the API's fields, with the times as local date-time fields. */
export const ZOrderFormFields = ZCaseFields.omit({ collectedAt: true, receivedAt: true }).extend({
  collectedAt: ZLocalDateTime,
  receivedAt: ZLocalDateTime.refine((v) => v !== '', { error: () => i18n.t('workspace:required') }),
});

/** A form schema built on ZOrderFormFields, with collection no later than receipt. */
export const withTimesInOrder = <S extends z.ZodType<{ collectedAt: string; receivedAt: string }>>(schema: S) =>
  schema.refine((v) => !v.collectedAt || !v.receivedAt || new Date(v.collectedAt) <= new Date(v.receivedAt), {
    path: ['collectedAt'],
    error: () => i18n.t('cases:validation.afterReceipt'),
  });

export type TOrderFormIn = z.input<typeof ZOrderFormFields>;
export type TOrderFormOut = z.output<typeof ZOrderFormFields>;

/** The API's times from the typed ones. */
export const orderTimes = (v: Pick<TOrderFormOut, 'collectedAt' | 'receivedAt'>) => ({
  collectedAt: toIso(v.collectedAt),
  receivedAt: toIso(v.receivedAt) ?? undefined,
});

/** What the edit dialog starts from. */
export const orderOf = (c: TCase): TOrderFormIn => ({
  priority: c.priority,
  providerId: c.provider?.id ?? null,
  facilityId: c.facility?.id ?? null,
  pathologistId: c.pathologist?.id ?? null,
  billingClassId: c.billingClass?.id ?? null,
  financialClassId: c.financialClass?.id ?? null,
  accidentTypeId: c.accidentType?.id ?? null,
  ailmentTypeId: c.ailmentType?.id ?? null,
  collectedAt: c.collectedAt ? toLocalInput(c.collectedAt) : '',
  receivedAt: toLocalInput(c.receivedAt),
  clinicalHistory: c.clinicalHistory ?? '',
  icdCodeIds: c.icdCodes.map((r) => r.id),
  testIds: c.tests.map((r) => r.id),
  flagIds: c.flags.map((r) => r.id),
});

/** Only the fields that differ from where the form started: an untouched time is not rewritten to the minute. */
export function changedOrder(start: TOrderFormIn, v: TOrderFormOut): TCaseUpdate {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(v) as (keyof TOrderFormOut)[]) {
    if (JSON.stringify(v[key] ?? null) === JSON.stringify(start[key] ?? null)) continue;
    out[key] = key === 'collectedAt' || key === 'receivedAt' ? orderTimes(v)[key] : v[key];
  }
  return out as TCaseUpdate;
}

export function PriorityField({ fullWidth, autoFocus }: { fullWidth?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation('cases');
  const { control } = useFormContext<TOrderFormIn>();
  return (
    <Controller
      control={control}
      name="priority"
      render={({ field }) => (
        <Stack gap={4} miw={fullWidth ? 180 : undefined} style={fullWidth ? { flexGrow: 1 } : undefined}>
          <Text size="sm" fw={500}>
            {t('order.priority')}
          </Text>
          <SegmentedControl
            aria-label={t('order.priority')}
            data={[
              { value: 'routine', label: t('common:priority.routine') },
              { value: 'stat', label: t('common:priority.stat') },
            ]}
            color={field.value === 'stat' ? 'red' : undefined}
            value={field.value ?? 'routine'}
            onChange={field.onChange}
            fullWidth={fullWidth}
            w={fullWidth ? undefined : 'fit-content'}
            data-autofocus={autoFocus || undefined}
          />
        </Stack>
      )}
    />
  );
}

/** Who ordered, from where, who reads it, and when the specimen was collected and received. */
export function OrderPartyFields({
  withPathologist,
  knownProvider,
}: {
  withPathologist?: boolean;
  knownProvider?: string;
}) {
  const { t } = useTranslation('cases');
  const { control, register, formState, getValues, setValue } = useFormContext<TOrderFormIn>();
  const errors = formState.errors;
  return (
    <>
      <Controller
        control={control}
        name="providerId"
        render={({ field }) => (
          <ProviderSelect
            label={t('order.orderingProvider')}
            placeholder={t('order.providerPlaceholder')}
            value={field.value}
            onChange={(id, provider) => {
              field.onChange(id);
              // The provider's practice is the usual submitting facility.
              if (provider?.facilityId && !getValues('facilityId'))
                setValue('facilityId', provider.facilityId, { shouldDirty: true });
            }}
            error={errors.providerId?.message}
            knownLabel={knownProvider}
          />
        )}
      />
      <FormLookupSelect
        control={control}
        name="facilityId"
        list="submittingfacilities"
        label={t('order.submittingFacility')}
      />
      {withPathologist && (
        <FormLookupSelect control={control} name="pathologistId" list="pathologists" label={t('page.pathologist')} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label={t('page.collected')}
          {...register('collectedAt')}
          error={errors.collectedAt?.message}
        />
        <TextInput
          type="datetime-local"
          label={t('page.received')}
          withAsterisk
          aria-required
          {...register('receivedAt')}
          error={errors.receivedAt?.message}
        />
      </SimpleGrid>
    </>
  );
}

/** Labels of entries already on the case, shown in the multi-selects before any search. */
export interface KnownOrderEntries {
  icdCodes?: LookupOption[];
  tests?: LookupOption[];
  flags?: LookupOption[];
}

/** Option labels of a case's entries, as the lookup pickers write them. */
export const knownEntries = (c: TCase): KnownOrderEntries => {
  const options = (refs: { id: number; code: string; name: string }[]) =>
    refs.map((r) => ({ value: String(r.id), label: `${r.code} — ${r.name}` }));
  return { icdCodes: options(c.icdCodes), tests: options(c.tests), flags: options(c.flags) };
};

/** Billing and financial class, accident and ailment type, ICD-10 codes, tests ordered, flags and clinical history. */
export function OrderBillingFields({ known = {} }: { known?: KnownOrderEntries }) {
  const { t } = useTranslation('cases');
  const { control, register, formState } = useFormContext<TOrderFormIn>();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FormLookupSelect
          control={control}
          name="billingClassId"
          list="billingclasses"
          label={t('page.billingClass')}
        />
        <FormLookupSelect
          control={control}
          name="financialClassId"
          list="financialclasses"
          label={t('page.financialClass')}
        />
        <FormLookupSelect
          control={control}
          name="accidentTypeId"
          list="accidenttypes"
          label={t('order.accidentType')}
        />
        <FormLookupSelect control={control} name="ailmentTypeId" list="ailmenttypes" label={t('order.ailmentType')} />
      </SimpleGrid>
      <FormLookupMultiSelect
        control={control}
        name="icdCodeIds"
        list="icdcodelist"
        label={t('page.icdCodes')}
        placeholder={t('order.icdPlaceholder')}
        known={known.icdCodes}
      />
      {/* Full width each: test and flag names are long, and cut pills are unreadable. */}
      <FormLookupMultiSelect
        control={control}
        name="testIds"
        list="tests"
        label={t('order.testsOrdered')}
        known={known.tests}
      />
      <FormLookupMultiSelect
        control={control}
        name="flagIds"
        list="additionalflag"
        label={t('order.flags')}
        known={known.flags}
      />
      <Textarea
        label={t('page.clinicalHistory')}
        autosize
        minRows={2}
        maxRows={6}
        {...register('clinicalHistory')}
        error={formState.errors.clinicalHistory?.message}
      />
    </>
  );
}
