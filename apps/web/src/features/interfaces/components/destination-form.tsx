import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { ZDestinationInput, type TDestination, type TDestinationInput } from '@lab/domain';
import { lookupEntryQuery } from '@/api/lookups/get-lookup-entry';
import { LookupMultiSelect } from '@/components/lookup-select';
import { showServerErrors } from '@/lib/form-errors';

/** What the inputs hold: text as typed; the endpoint fields of the other kind are dropped before validation. */
export interface DestinationFormValues {
  name: string;
  kind: 'mllp' | 'fhir';
  host: string;
  port: string;
  baseUrl: string;
  facilityIds: number[];
}

/** The domain's ZDestinationInput, fed only the fields of the chosen kind (an empty one as null). */
export const ZDestinationForm = z.preprocess((raw) => {
  const v = raw as DestinationFormValues;
  const text = (s: string) => (s.trim() === '' ? null : s);
  return {
    name: v.name,
    kind: v.kind,
    host: v.kind === 'mllp' ? text(v.host) : null,
    port: v.kind === 'mllp' ? text(v.port) : null,
    baseUrl: v.kind === 'fhir' ? text(v.baseUrl) : null,
    facilityIds: v.facilityIds,
  };
}, ZDestinationInput);

/** Examples of the endpoint fields: addresses, the same in every language. */
const HOST_EXAMPLE = '10.0.0.12';
const FHIR_URL_EXAMPLE = 'https://ehr.example.org/fhir';

const FIELDS = ['name', 'kind', 'host', 'port', 'baseUrl', 'facilityIds'] as const;

export const destinationDefaults = (d?: TDestination | null): DestinationFormValues => ({
  name: d?.name ?? '',
  kind: d?.kind ?? 'mllp',
  host: d?.host ?? '',
  port: d?.port ? String(d.port) : '',
  baseUrl: d?.baseUrl ?? '',
  facilityIds: d?.facilityIds ?? [],
});

/** Add or edit a destination: an MLLP listener (host and port) or a FHIR server (base URL), for some facilities or all. */
export function DestinationForm({
  destination,
  onSubmit,
  onCancel,
}: {
  destination?: TDestination | null;
  onSubmit(values: TDestinationInput): Promise<unknown>;
  onCancel(): void;
}) {
  const { t } = useTranslation('interfaces');
  const LABELS: Record<(typeof FIELDS)[number], string> = {
    name: t('columns.name'),
    kind: t('columns.kind'),
    host: t('destinations.host'),
    port: t('destinations.port'),
    baseUrl: t('destinations.baseUrl'),
    facilityIds: t('columns.facilities'),
  };
  const form = useForm<DestinationFormValues, unknown, TDestinationInput>({
    resolver: formResolver<DestinationFormValues, TDestinationInput>(ZDestinationForm),
    defaultValues: destinationDefaults(destination),
  });
  const errors = form.formState.errors;
  /** The error under an input starts with the field's name: "Port is required for an MLLP destination". */
  const error = (f: (typeof FIELDS)[number]) => {
    const message = errors[f]?.message;
    return message ? `${LABELS[f]} ${message}` : undefined;
  };
  const kind = form.watch('kind');
  // The facilities already chosen, labelled as the picker labels them ("code — name").
  const known = useQueries({
    queries: (destination?.facilityIds ?? []).map((id) => lookupEntryQuery('submittingfacilities', id)),
  }).flatMap((q) => (q.data ? [{ value: String(q.data.id), label: `${q.data.code} — ${q.data.name}` }] : []));
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      showServerErrors(e, form, FIELDS);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {errors.root && <Alert color="red">{errors.root.message}</Alert>}
        <TextInput label={LABELS.name} withAsterisk data-autofocus {...form.register('name')} error={error('name')} />
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="destination-kind-label">
                {LABELS.kind}
              </Text>
              <SegmentedControl
                aria-labelledby="destination-kind-label"
                value={field.value}
                onChange={(v) => field.onChange(v)}
                data={[
                  { value: 'mllp', label: 'HL7 v2 (MLLP)' },
                  { value: 'fhir', label: 'FHIR R4' },
                ]}
              />
            </Stack>
          )}
        />
        {kind === 'mllp' ? (
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={LABELS.host}
              withAsterisk
              placeholder={HOST_EXAMPLE}
              miw={180}
              {...form.register('host')}
              error={error('host')}
            />
            <TextInput
              label={LABELS.port}
              withAsterisk
              inputMode="numeric"
              placeholder="2575"
              miw={100}
              {...form.register('port')}
              error={error('port')}
            />
          </Group>
        ) : (
          <TextInput
            label={LABELS.baseUrl}
            withAsterisk
            placeholder={FHIR_URL_EXAMPLE}
            {...form.register('baseUrl')}
            error={error('baseUrl')}
          />
        )}
        <Controller
          control={form.control}
          name="facilityIds"
          render={({ field }) => (
            <LookupMultiSelect
              key={known.length}
              known={known}
              list="submittingfacilities"
              label={LABELS.facilityIds}
              description={t('destinations.facilitiesHint')}
              value={field.value}
              onChange={field.onChange}
              error={error('facilityIds')}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {destination ? t('destinations.save') : t('destinations.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
