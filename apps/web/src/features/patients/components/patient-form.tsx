import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('patients');
  const sexOptions = PATIENT_SEXES.map((s) => ({
    value: s,
    label: t(`sexes.${s}`, { defaultValue: PATIENT_SEX_LABELS[s] }),
  }));
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
    <form onSubmit={submit} noValidate aria-label={isNew ? t('new.title') : t('form.label')}>
      <Stack gap="md">
        {form.formState.errors.root && (
          <Alert color="red" title={t('form.notSaved')}>
            {form.formState.errors.root.message}
          </Alert>
        )}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            {text('lastName', t('form.lastName'), { withAsterisk: true, autoFocus: isNew, autoComplete: 'off' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            {text('firstName', t('form.firstName'), { withAsterisk: true, autoComplete: 'off' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            {text('middleName', t('form.middleName'), { autoComplete: 'off' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <DateTextInput
              label={t('form.dob')}
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
                  label={t('form.sex')}
                  withAsterisk
                  aria-required
                  data={sexOptions}
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
            {text('mrn', t('form.mrn'), {
              placeholder: isNew ? t('form.mrnPlaceholder') : undefined,
              description: isNew ? t('form.mrnHint') : undefined,
            })}
          </Grid.Col>
        </Grid>

        {isNew && twins.length > 0 && (
          <Alert
            color="yellow"
            title={t('form.duplicate', { defaultValue: PATIENT_MESSAGES.duplicate })}
            data-testid="duplicate-warning"
          >
            <Stack gap="xs">
              {twins.map((tw) => (
                <Group key={tw.id} gap="sm">
                  <Text size="sm">
                    {t('form.twin', { name: patientName(tw), dob: formatDate(`${tw.dob}T00:00:00`), mrn: tw.mrn })}
                  </Text>
                  <Button component={Link} to={`/patient/${tw.id}`} size="compact-sm" variant="light">
                    {t('form.openExisting')}
                  </Button>
                </Group>
              ))}
              <Controller
                control={form.control}
                name="confirmDuplicate"
                render={({ field }) => (
                  <Checkbox
                    label={t('form.differentPerson')}
                    checked={!!field.value}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                  />
                )}
              />
            </Stack>
          </Alert>
        )}

        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 6 }}>
            {text('addressLine1', t('form.address'), { autoComplete: 'off' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            {text('addressLine2', t('form.address2'), { autoComplete: 'off' })}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>{text('city', t('form.city'))}</Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>{text('state', t('form.state'))}</Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }}>{text('postalCode', t('form.postalCode'))}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>{text('country', t('form.country'))}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('phone', t('form.phone'), { type: 'tel' })}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{text('email', t('form.email'), { type: 'email' })}</Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label={t('form.notes')}
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
