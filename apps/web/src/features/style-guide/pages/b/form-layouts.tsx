import { useState } from 'react';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { RecordFormActions } from '@/components/record-form-actions';
import { Demo, DemoStack } from '../../components/demo';
import { REQUISITION_DEFAULTS, RequisitionField, ZRequisition } from './intake';
import { SentValues, demoSaved, useZodForm } from './kit';

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
  const form = useZodForm(ZRequisition, REQUISITION_DEFAULTS);
  const [sent, setSent] = useState<unknown>(null);
  const col = { base: 12, sm: 6, md: 4 };
  return (
    <form
      aria-label="Requisition in a grid"
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
          label="Add requisition"
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
  const form = useZodForm(ZRequisition, REQUISITION_DEFAULTS);
  return (
    <form
      aria-label="Requisition in one column"
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
            Clear
          </Button>
          <Button type="submit">Add</Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReadOnlyForm() {
  const form = useZodForm(ZRequisition, FILLED);
  return (
    <Grid gap="sm" aria-label="Requisition, read-only">
      {(['lastName', 'firstName', 'dob', 'source', 'test', 'collected'] as const).map((f) => (
        <Grid.Col key={f} span={{ base: 12, sm: 6, md: 4 }}>
          <RequisitionField form={form} name={f} readOnly />
        </Grid.Col>
      ))}
    </Grid>
  );
}

export default function FormLayoutsPage() {
  return (
    <DemoStack>
      <Demo
        title="Responsive grid"
        description="The layout of the record forms (patient, provider, case): 3 columns from 992 px, 2 from 576 px, 1 on a phone. Submit empty to see every field's message under it."
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
        title="One column, short fields paired"
        description="In a drawer or modal: one column, two short fields per row (Group grow), actions at the end."
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
        title="Read-only"
        description="A role that may read but not write (a physician on a case) gets the same layout with readOnly inputs: selectable, not editable, no actions."
        code={`<TextInput label="Last name" {...form.register('lastName')} readOnly={readOnly} />`}
      >
        <ReadOnlyForm />
      </Demo>
    </DemoStack>
  );
}
