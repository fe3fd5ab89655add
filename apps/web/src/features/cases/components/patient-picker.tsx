import { useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch, IconUserPlus, IconX } from '@tabler/icons-react';
import { PATIENT_SEXES, ZPatientInput, type TPatient } from '@lab/domain';
import { ApiError } from '@/lib/api-client';
import { showServerErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format';
import { useCreatePatient } from '@/api/patients/create-patient';
import { useFindPatients } from '../api/find-patients';
import classes from './accession.module.css';

export type PickedPatient = Pick<TPatient, 'id' | 'mrn' | 'firstName' | 'lastName' | 'dob' | 'sex'>;

const ZNewPatient = ZPatientInput.pick({ lastName: true, firstName: true, dob: true, sex: true });
type TNewPatient = z.input<typeof ZNewPatient>;
const NEW_PATIENT_FIELDS = Object.keys(ZNewPatient.shape);

/** "Smith, John" or "John Smith" typed in the search becomes the new patient's names. */
function namesFrom(text: string): { lastName: string; firstName: string } {
  const t = text.trim();
  if (/\d/.test(t)) return { lastName: '', firstName: '' };
  if (t.includes(',')) {
    const [last, first] = t.split(',', 2);
    return { lastName: last!.trim(), firstName: (first ?? '').trim() };
  }
  const words = t.split(/\s+/);
  return words.length > 1
    ? { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! }
    : { lastName: t, firstName: '' };
}

/** Find the patient by name, MRN or date of birth (arrows + Enter pick), or register one inline. */
export function PatientPicker({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: PickedPatient | null;
  onChange(p: PickedPatient | null): void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('cases');
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [creating, setCreating] = useState(false);
  const found = useFindPatients(text);
  const rows = text.trim().length >= 2 ? (found.data?.data ?? []) : [];

  if (value) {
    return (
      <Paper withBorder p="sm" radius="md" data-testid="picked-patient">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600}>
              {value.lastName}, {value.firstName}
            </Text>
            <Text size="sm" c="dimmed">
              {t('picker.picked', {
                mrn: value.mrn,
                dob: formatDate(`${value.dob}T00:00:00`),
                sex: t(`sex.${value.sex}`, { defaultValue: value.sex }),
              })}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconX size={14} />}
            onClick={() => onChange(null)}
            style={{ flexShrink: 0 }}
          >
            {t('picker.change')}
          </Button>
        </Group>
      </Paper>
    );
  }

  if (creating) {
    return (
      <NewPatientForm
        initial={namesFrom(text)}
        onCancel={() => setCreating(false)}
        onCreated={(p) => {
          setCreating(false);
          onChange(p);
        }}
      />
    );
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, Math.max(rows.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      // Enter picks here; it must not submit the accession.
      e.preventDefault();
      if (rows[active]) onChange(rows[active]);
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        ref={inputRef}
        label={t('page.patient')}
        placeholder={t('picker.placeholder')}
        leftSection={<IconSearch size={14} />}
        rightSection={found.isFetching ? <Loader size={14} /> : undefined}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        error={error}
        withAsterisk
        autoFocus
        // Names the list only while it is there (an id that names no element is invalid ARIA).
        aria-controls={rows.length > 0 ? 'patient-results' : undefined}
        aria-activedescendant={rows[active] ? `patient-${rows[active].id}` : undefined}
      />
      {rows.length > 0 && (
        // Enter picks the highlighted row of what is shown; while the next answer loads the list is dimmed.
        <Stack
          gap={2}
          id="patient-results"
          role="listbox"
          aria-label={t('picker.matching')}
          opacity={found.isPlaceholderData ? 0.6 : 1}
        >
          {rows.map((p, i) => (
            <UnstyledButton
              key={p.id}
              id={`patient-${p.id}`}
              role="option"
              aria-selected={i === active}
              className={classes.option}
              data-active={i === active || undefined}
              onClick={() => onChange(p)}
              tabIndex={-1}
            >
              <Text size="sm" fw={500}>
                {p.lastName}, {p.firstName}
              </Text>
              <Text size="xs" c="dimmed">
                {t('picker.row', { mrn: p.mrn, dob: formatDate(p.dob) })}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {text.trim().length >= 2 && !found.isFetching && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('picker.none', { text: text.trim() })}
        </Text>
      )}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconUserPlus size={14} />}
        onClick={() => setCreating(true)}
      >
        {t('picker.newPatient')}
      </Button>
    </Stack>
  );
}

function NewPatientForm({
  initial,
  onCreated,
  onCancel,
}: {
  initial: { lastName: string; firstName: string };
  onCreated(p: PickedPatient): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('cases');
  const create = useCreatePatient();
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const form = useForm<TNewPatient, unknown, z.output<typeof ZNewPatient>>({
    resolver: zodResolver(ZNewPatient),
    mode: 'onTouched',
    defaultValues: { ...initial, dob: '', sex: undefined },
  });
  const errors = form.formState.errors;
  const save = (confirmDuplicate: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        const p = await create.mutateAsync({ ...values, confirmDuplicate: confirmDuplicate || undefined });
        onCreated(p);
      } catch (e) {
        // A likely twin is a conflict naming `confirmDuplicate`: asked about here, not put on a field.
        if (e instanceof ApiError && e.code === 'conflict' && e.fields.confirmDuplicate) setDuplicate(e.message);
        else showServerErrors(e, form, NEW_PATIENT_FIELDS);
      }
    })();
  // The mini-form lives inside the accession form: Enter saves the patient, not the case.
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).getAttribute('aria-expanded') === 'true') return; // a picker's own Enter
    if (e.key === 'Enter' && !(e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      e.stopPropagation();
      void save(false);
    } else if (e.key === 'Escape') {
      onCancel();
    }
  };
  const sex = form.watch('sex');

  return (
    <Paper withBorder p="sm" radius="md" onKeyDown={onKeyDown} aria-label={t('picker.newPatient')}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('picker.newPatient')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={t('picker.lastName')}
            withAsterisk
            aria-required
            autoFocus
            {...form.register('lastName')}
            error={errors.lastName?.message}
          />
          <TextInput
            label={t('picker.firstName')}
            withAsterisk
            aria-required
            {...form.register('firstName')}
            error={errors.firstName?.message}
          />
          <TextInput
            label={t('page.dob')}
            type="date"
            withAsterisk
            aria-required
            {...form.register('dob')}
            error={errors.dob?.message}
          />
          <Select
            label={t('page.sex')}
            withAsterisk
            aria-required
            data={PATIENT_SEXES.map((s) => ({ value: s, label: t(`sex.${s}`) }))}
            value={sex ?? null}
            onChange={(v) => form.setValue('sex', v as TNewPatient['sex'], { shouldValidate: true })}
            error={errors.sex?.message}
            allowDeselect={false}
          />
        </SimpleGrid>
        {duplicate && (
          <Alert color="yellow" title={t('picker.duplicate')}>
            <Stack gap="xs">
              <Text size="sm">{t('picker.duplicateText', { message: duplicate })}</Text>
              <Button size="xs" color="yellow" w="fit-content" onClick={() => void save(true)}>
                {t('picker.registerAnyway')}
              </Button>
            </Stack>
          </Alert>
        )}
        {errors.root && <Alert color="red">{errors.root.message}</Alert>}
        <Group gap="xs">
          <Button size="xs" loading={create.isPending} onClick={() => void save(false)}>
            {t('picker.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
