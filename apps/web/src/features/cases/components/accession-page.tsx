import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, FormProvider, useFieldArray, useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import type { z } from 'zod';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CASE_TYPES, ZCaseInput, partLabel, type TCase } from '@lab/domain';
import { PageHeader } from '@/components/page-header';
import { showServerErrors } from '@/lib/form-errors';
import { useCreateCase } from '../api/create-case';
import { AccessionDone } from './accession-done';
import { PatientPicker, type PickedPatient } from './patient-picker';
import {
  OrderBillingFields,
  OrderPartyFields,
  PriorityField,
  ZOrderFormFields,
  orderTimes,
  toLocalInput,
  withTimesInOrder,
} from './order-fields';
import { PartFields } from './part-forms';
import classes from './accession.module.css';
import { KeyHint } from '@/components/key-hint';

/** The accession form: the order, the patient, the case type and the parts. */
export const ZAccessionForm = withTimesInOrder(
  ZOrderFormFields.extend({
    caseType: ZCaseInput.shape.caseType,
    patientId: ZCaseInput.shape.patientId,
    parts: ZCaseInput.shape.parts,
  }),
);
type TFormIn = z.input<typeof ZAccessionForm>;
type TFormOut = z.output<typeof ZAccessionForm>;

const emptyPart = { bodySiteId: null, laterality: null, description: '' };
const defaults = (): DefaultValues<TFormIn> => ({
  caseType: 'S',
  priority: 'routine',
  patientId: undefined,
  providerId: null,
  facilityId: null,
  pathologistId: null,
  billingClassId: null,
  financialClassId: null,
  accidentTypeId: null,
  ailmentTypeId: null,
  collectedAt: '',
  receivedAt: toLocalInput(),
  clinicalHistory: '',
  icdCodeIds: [],
  testIds: [],
  flagIds: [],
  parts: [{ ...emptyPart }],
});

/** `/specimen/new`: one keyboard-first page; Ctrl+Enter saves, Alt+P adds a part; the number appears on save. */
export function AccessionPage() {
  const { t } = useTranslation('cases');
  const create = useCreateCase();
  const [patient, setPatient] = useState<PickedPatient | null>(null);
  const [saved, setSaved] = useState<TCase | null>(null);
  const patientInput = useRef<HTMLInputElement>(null);
  const form = useForm<TFormIn, unknown, TFormOut>({
    resolver: zodResolver(ZAccessionForm),
    mode: 'onTouched',
    defaultValues: defaults(),
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const parts = useFieldArray({ control, name: 'parts' });

  const submit = form.handleSubmit(async (v) => {
    try {
      const c = await create.mutateAsync({ ...v, ...orderTimes(v) });
      setSaved(c);
    } catch (e) {
      showServerErrors(e, form, Object.keys(defaults()));
    }
  });

  const focusPart = (i: number) =>
    setTimeout(() => document.querySelector<HTMLInputElement>(`[data-part-site="${i}"]`)?.focus(), 0);
  const addPart = () => {
    parts.append({ ...emptyPart }, { shouldFocus: false });
    focusPart(parts.fields.length);
  };
  const startOver = () => {
    form.reset(defaults());
    setPatient(null);
    setSaved(null);
    create.reset();
    setTimeout(() => patientInput.current?.focus(), 0);
  };

  // Hotkeys work inside inputs too (no ignored tags): this screen is typed through.
  useHotkeys(
    [
      ['mod+Enter', () => void submit()],
      ['alt+P', addPart],
    ],
    [],
  );

  if (saved) return <AccessionDone saved={saved} onNew={startOver} />;

  return (
    <>
      <PageHeader
        title={t('accession.title')}
        subtitle={
          <>
            <KeyHint>{t('keys.ctrl')}</KeyHint>+<KeyHint>{t('keys.enter')}</KeyHint> {t('accession.saves')} ·{' '}
            <KeyHint>{t('keys.alt')}</KeyHint>+<KeyHint>{t('keys.p')}</KeyHint> {t('accession.addsPart')} ·{' '}
            {t('accession.numberOnSave')}
          </>
        }
      />
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label={t('accession.form')}>
          <Stack>
            {errors.root && <Alert color="red">{errors.root.message}</Alert>}
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
              <Card withBorder padding="md">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('accession.patientAndOrder')}
                  </Title>
                  <PatientPicker
                    inputRef={patientInput}
                    value={patient}
                    error={errors.patientId?.message}
                    onChange={(p) => {
                      setPatient(p);
                      form.setValue('patientId', p?.id as number, { shouldValidate: !!p });
                    }}
                  />
                  <Group align="flex-start" gap="sm" wrap="wrap">
                    <Controller
                      control={control}
                      name="caseType"
                      render={({ field }) => (
                        <Stack gap={4} miw={300} style={{ flexGrow: 2 }}>
                          <Text size="sm" fw={500}>
                            {t('accession.caseType')}
                          </Text>
                          <SegmentedControl
                            aria-label={t('accession.caseType')}
                            data={CASE_TYPES.map((type) => ({
                              value: type,
                              label: `${type} · ${t(`caseType.${type}`)}`,
                            }))}
                            value={field.value}
                            onChange={field.onChange}
                            fullWidth
                          />
                        </Stack>
                      )}
                    />
                    <PriorityField fullWidth />
                  </Group>
                  <OrderPartyFields />
                </Stack>
              </Card>

              <Card withBorder padding="md">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('accession.billingAndClinical')}
                  </Title>
                  <OrderBillingFields />
                </Stack>
              </Card>
            </SimpleGrid>

            <Card withBorder padding="md">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    {t('page.parts')}
                  </Title>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconPlus size={14} />}
                    rightSection={<KeyHint>{t('keys.altP')}</KeyHint>}
                    onClick={addPart}
                  >
                    {t('parts.add')}
                  </Button>
                </Group>
                {errors.parts?.message && (
                  <Text c="red" size="sm">
                    {errors.parts.message}
                  </Text>
                )}
                {parts.fields.map((row, i) => (
                  <Group key={row.id} align="flex-start" gap="sm" wrap="nowrap" className={classes.partRow}>
                    <Text className={classes.partLabel} aria-label={t('parts.part', { label: partLabel(i) })}>
                      {partLabel(i)}
                    </Text>
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
                      <PartFields
                        control={control}
                        register={register}
                        errors={errors.parts?.[i]}
                        prefix={`parts.${i}.`}
                        siteProps={{ 'data-part-site': i }}
                      />
                    </SimpleGrid>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      mt={26}
                      aria-label={t('parts.remove', { label: partLabel(i) })}
                      onClick={() => parts.remove(i)}
                      disabled={parts.fields.length === 1}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            </Card>

            <Group>
              <Button
                type="submit"
                size="md"
                loading={create.isPending}
                rightSection={<KeyHint>{t('keys.ctrlEnter')}</KeyHint>}
              >
                {t('accession.save')}
              </Button>
              <Button variant="default" size="md" onClick={startOver}>
                {t('accession.clear')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </>
  );
}
