import { useState } from 'react';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { RecordFormActions } from '@/components/record-form-actions';
import { Demo, DemoStack } from '../../components/demo';
import { REQUISITION_DEFAULTS, RequisitionField, ZRequisition } from './intake';
import { SentValues, demoSaved, useZodForm } from './kit';
import { useTranslation } from 'react-i18next';

const FILLED = {
  ...REQUISITION_DEFAULTS,
  lastName: 'Rivera',
  firstName: 'Ana',
  dob: '1980-04-12',
  source: 'SKIN-FA',
  test: 'SURG',
  collected: '2026-11-20',
};

/** Three columns on a wide screen, two on a tablet, one on a phone: the patient form's grid. */
function GridForm() {
  const { t } = useTranslation('styleGuideB');
  const form = useZodForm(ZRequisition, REQUISITION_DEFAULTS);
  const [sent, setSent] = useState<unknown>(null);
  const col = { base: 12, sm: 6, md: 4 };
  return (
    <form
      aria-label={t('formLayouts.requisitionGrid')}
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setSent(v);
        demoSaved('The requisition');
      })}
    >
      <Stack>
        <Grid gap="sm">
          {(['lastName', 'firstName', 'dob', 'source', 'test', 'collected'] as const).map((f) => (
            <Grid.Col key={f} span={col}>
              <RequisitionField form={form} name={f} />
            </Grid.Col>
          ))}
        </Grid>
        <RecordFormActions
          label={t('formLayouts.addRequisition')}
          existing={false}
          dirty={form.formState.isDirty}
          submitting={form.formState.isSubmitting}
          onUndo={() => form.reset()}
        />
        <SentValues values={sent} />
      </Stack>
    </form>
  );
}

/** One column with rows of short fields side by side: forms in a drawer or a modal (the catalogue item's). */
function StackedForm() {
  const { t } = useTranslation('styleGuideB');
  const form = useZodForm(ZRequisition, REQUISITION_DEFAULTS);
  return (
    <form
      aria-label={t('formLayouts.requisitionOneColumn')}
      noValidate
      onSubmit={form.handleSubmit(() => demoSaved('The requisition'))}
    >
      <Stack maw={520}>
        <Group grow align="start">
          <RequisitionField form={form} name="lastName" />
          <RequisitionField form={form} name="firstName" />
        </Group>
        <RequisitionField form={form} name="source" />
        <RequisitionField form={form} name="clinicalNotes" />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()}>
            {t('formLayouts.clear')}
          </Button>
          <Button type="submit">{t('formLayouts.add')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReadOnlyForm() {
  const { t } = useTranslation('styleGuideB');
  const form = useZodForm(ZRequisition, FILLED);
  return (
    <Grid gap="sm" aria-label={t('formLayouts.requisitionReadOnly')}>
      {(['lastName', 'firstName', 'dob', 'source', 'test', 'collected'] as const).map((f) => (
        <Grid.Col key={f} span={{ base: 12, sm: 6, md: 4 }}>
          <RequisitionField form={form} name={f} readOnly />
        </Grid.Col>
      ))}
    </Grid>
  );
}

export default function FormLayoutsPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <Demo
        title={t('formLayouts.responsiveGrid')}
        description={t('formLayouts.layoutRecordFormsPatient')}
        code={`<Grid gap="sm">
  <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
    <TextInput label="Last name" withAsterisk aria-required {...form.register('lastName')} error={err('lastName')} />
  </Grid.Col>
  <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
    <DateTextInput label="Date of birth" withAsterisk aria-required {...form.register('dob')} error={err('dob')} />
  </Grid.Col>
  …
</Grid>
<RecordFormActions label="Add requisition" existing={false} dirty={form.formState.isDirty}
  submitting={form.formState.isSubmitting} onUndo={() => form.reset()} />`}
      >
        <GridForm />
      </Demo>
      <Demo
        title={t('formLayouts.oneColumnShortFieldsPaired')}
        description={t('formLayouts.drawerModalOneColumnTwo')}
        code={`<Stack maw={520}>
  <Group grow align="start">
    <TextInput label="Last name" … />
    <TextInput label="First name" … />
  </Group>
  <Select label="Specimen source" … />
  <Textarea label="Clinical notes" autosize minRows={2} … />
  <Group justify="flex-end">
    <Button variant="default" onClick={() => form.reset()}>Clear</Button>
    <Button type="submit">Add</Button>
  </Group>
</Stack>`}
      >
        <StackedForm />
      </Demo>
      <Demo
        title={t('formLayouts.readOnly')}
        description={t('formLayouts.roleMayReadButNot')}
        code={`<TextInput label="Last name" {...form.register('lastName')} readOnly={readOnly} />`}
      >
        <ReadOnlyForm />
      </Demo>
    </DemoStack>
  );
}
