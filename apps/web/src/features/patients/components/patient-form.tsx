import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { Alert, Button, Checkbox, Grid, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import {
  PATIENT_MESSAGES,
  PATIENT_SEXES,
  PATIENT_SEX_LABELS,
  ZPatientInput,
  patientName,
  type TPatient,
} from '@lab/domain';
import { DateTextInput } from '@/components/date-text-input';
import { showServerErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { useDuplicates } from '../api/find-duplicates';
import { RecordFormActions } from '@/components/record-form-actions';

type FormIn = z.input<typeof ZPatientInput>;
type FormOut = z.output<typeof ZPatientInput>;

const FIELDS = [
  'mrn',
  'lastName',
  'firstName',
  'middleName',
  'dob',
  'sex',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
  'phone',
  'email',
  'notes',
] as const;

const SEX_OPTIONS = PATIENT_SEXES.map((s) => ({ value: s, label: PATIENT_SEX_LABELS[s] }));

export function toFormValues(p?: TPatient | null): FormIn {
  const v = Object.fromEntries(FIELDS.map((f) => [f, (p?.[f] as string | null | undefined) ?? ''])) as Record<
    string,
    string
  >;
  return { ...v, sex: (p?.sex as FormIn['sex']) ?? ('' as FormIn['sex']), confirmDuplicate: false } as FormIn;
}

/**
 * The patient's details. On a new record the names and date of birth are checked against registered
 * patients as they are typed; a twin must be confirmed. Ctrl+Enter (or Enter in a field) saves.
 */
export function PatientForm({
  initial,
  isNew,
  readOnly,
  onSubmit,
  submitLabel,
}: {
  initial?: TPatient | null;
  isNew: boolean;
  readOnly?: boolean;
  onSubmit(values: FormOut): Promise<TPatient>;
  submitLabel: string;
}) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZPatientInput),
    mode: 'onTouched',
    defaultValues: toFormValues(initial),
  });
  const [firstName, lastName, dob, confirm] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'dob', 'confirmDuplicate'],
  });
  const duplicates = useDuplicates({ firstName: firstName ?? '', lastName: lastName ?? '', dob: dob ?? '' }, isNew);
  const twins = duplicates.data?.data ?? [];

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await onSubmit(values);
      if (!isNew) form.reset(toFormValues(saved));
    } catch (e) {
      showServerErrors(e, form, FIELDS);
      if (isNew) void duplicates.refetch();
    }
  });
  useHotkeys([['mod+Enter', () => void submit()]], []);
  const err = (f: keyof FormIn) => form.formState.errors[f]?.message as string | undefined;
  const text = (f: (typeof FIELDS)[number], label: string, extra: object = {}) => (
    <TextInput label={label} {...form.register(f)} error={err(f)} readOnly={readOnly} {...extra} />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={isNew ? 'New patient' : 'Patient details'}>
      <Stack gap="md">
        {form.formState.errors.root && (
          <Alert color="red" title="Not saved">
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            {text('lastName', 'Last name', { withAsterisk: true, autoFocus: isNew, autoComplete: 'off' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            {text('firstName', 'First name', { withAsterisk: true, autoComplete: 'off' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            {text('middleName', 'Middle name', { autoComplete: 'off' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <DateTextInput
              label="Date of birth"
              withAsterisk
              aria-required
              {...form.register('dob')}
              error={err('dob')}
              readOnly={readOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Controller
              control={form.control}
              name="sex"
              render={({ field }) => (
                <Select
                  label="Sex"
                  withAsterisk
                  aria-required
                  data={SEX_OPTIONS}
                  searchable
                  selectFirstOptionOnChange
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={err('sex')}
                  readOnly={readOnly}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            {text('mrn', 'MRN', {
              placeholder: isNew ? 'Generated when left blank' : undefined,
              description: isNew ? 'Type one from the requisition, or leave blank' : undefined,
            })}
          </Grid.Col>
        </Grid>

        {isNew && twins.length > 0 && (
          <Alert color="yellow" title={PATIENT_MESSAGES.duplicate} data-testid="duplicate-warning">
            <Stack gap="xs">
              {twins.map((t) => (
                <Group key={t.id} gap="sm">
                  <Text size="sm">
                    {patientName(t)} · born {formatDate(`${t.dob}T00:00:00`)} · MRN {t.mrn}
                  </Text>
                  <Button component={Link} to={`/patient/${t.id}`} size="compact-sm" variant="light">
                    Open existing patient
                  </Button>
                </Group>
              ))}
              <Controller
                control={form.control}
                name="confirmDuplicate"
                render={({ field }) => (
                  <Checkbox
                    label="This is a different person: register anyway"
                    checked={!!field.value}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                  />
                )}
              />
            </Stack>
          </Alert>
        )}

        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 6 }}>{text('addressLine1', 'Address', { autoComplete: 'off' })}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {text('addressLine2', 'Address line 2', { autoComplete: 'off' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>{text('city', 'City')}</Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>{text('state', 'State')}</Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>{text('postalCode', 'Postal code')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>{text('country', 'Country')}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('phone', 'Phone', { type: 'tel' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('email', 'Email', { type: 'email' })}</Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="Notes"
              autosize
              minRows={2}
              maxRows={6}
              {...form.register('notes')}
              error={err('notes')}
              readOnly={readOnly}
            />
          </Grid.Col>
        </Grid>
        {!readOnly && (
          <RecordFormActions
            label={submitLabel}
            existing={!isNew}
            dirty={form.formState.isDirty}
            submitting={form.formState.isSubmitting}
            blocked={isNew && twins.length > 0 && !confirm}
            onUndo={() => form.reset()}
          />
        )}
      </Stack>
    </form>
  );
}
