import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Stepper, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Demo, DemoStack } from '../../components/demo';
import { REQUISITION_DEFAULTS, RequisitionField, ZRequisition, type RequisitionIn } from './intake';
import { OnDemandLoading, demoSaved, useZodForm } from './kit';
import { useLabOptions } from './lab-data';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const STEPS: Array<{ label: string; description: string; fields: Array<keyof RequisitionIn> }> = [
  { label: 'Patient', description: 'Who', fields: ['lastName', 'firstName', 'dob'] },
  { label: 'Specimen', description: 'What was sent', fields: ['source', 'collected', 'priority'] },
  { label: 'Test', description: 'What to do', fields: ['test', 'clinicalNotes'] },
];
const LABELS: Partial<Record<keyof RequisitionIn, string>> = {
  lastName: 'Last name',
  firstName: 'First name',
  dob: 'Date of birth',
  source: 'Specimen source',
  collected: 'Collected on',
  priority: 'Priority',
  test: 'Test',
  clinicalNotes: 'Clinical notes',
};

function RequisitionWizard() {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const { sourceOptions, testOptions } = useLabOptions();
  // A value of the review step as the form showed it: an option's label, the priority's name, else the value.
  const shown = (f: keyof RequisitionIn, v: string | null | undefined) =>
    (f === 'source' ? sourceOptions : f === 'test' ? testOptions : []).find((o) => o.value === v)?.label ??
    (f === 'priority' ? (v === 'stat' ? t('intake.stat') : t('intake.routine')) : v || '—');
  const form = useZodForm(ZRequisition, REQUISITION_DEFAULTS);
  const [active, setActive] = useState(0);
  const phone = useMediaQuery('(max-width: 575px)');
  // Next checks only the fields of the step shown; their messages appear under them.
  const next = async () => {
    const step = STEPS[active];
    if (!step || (await form.trigger(step.fields, { shouldFocus: true }))) setActive((a) => a + 1);
  };
  const submit = form.handleSubmit(async () => {
    await new Promise((r) => setTimeout(r, 500));
    demoSaved('The requisition');
    form.reset();
    setActive(0);
  });
  const values = form.watch();
  return (
    <form onSubmit={submit} noValidate aria-label={t('wizard.newRequisition')}>
      <Stack>
        <Stepper
          active={active}
          onStepClick={(s) => s < active && setActive(s)}
          orientation={phone ? 'vertical' : 'horizontal'}
          size="sm"
        >
          {STEPS.map((s) => (
            <Stepper.Step key={s.label} label={sample(s.label)} description={sample(s.description)}>
              <SimpleGrid cols={{ base: 1, sm: s.fields.length > 2 ? 3 : 2 }} mt="md">
                {s.fields.map((f, i) => (
                  <RequisitionField key={f} form={form} name={f} autoFocus={i === 0} />
                ))}
              </SimpleGrid>
            </Stepper.Step>
          ))}
          <Stepper.Completed>
            <Table mt="md" aria-label={t('wizard.reviewRequisition')} withTableBorder>
              <Table.Tbody>
                {STEPS.flatMap((s) => s.fields).map((f) => (
                  <Table.Tr key={f}>
                    <Table.Th w="40%">{LABELS[f] ? t(`wizard.fields.${f}`) : null}</Table.Th>
                    <Table.Td>{shown(f, values[f])}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stepper.Completed>
        </Stepper>
        <Group justify="space-between">
          <Button variant="default" onClick={() => setActive((a) => a - 1)} disabled={active === 0}>
            {t('wizard.back')}
          </Button>
          {/* Keys keep them two elements: the click on Next must not turn into a submit of the new button. */}
          {active < STEPS.length ? (
            <Button key="next" onClick={() => void next()}>
              {t('wizard.next')}
            </Button>
          ) : (
            <Button key="submit" type="submit" loading={form.formState.isSubmitting}>
              {t('wizard.addRequisition')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('wizard.stepOf', { step: Math.min(active + 1, STEPS.length + 1), total: STEPS.length + 1 })}
        </Text>
      </Stack>
    </form>
  );
}

export default function WizardPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <Demo
        title={t('wizard.formSteps')}
        description={t('wizard.oneFormOneSchemaShown')}
        code={`const STEPS = [
  { label: 'Patient', fields: ['lastName', 'firstName', 'dob'] },
  { label: 'Specimen', fields: ['source', 'collected', 'priority'] },
  { label: 'Test', fields: ['test', 'clinicalNotes'] },
];
const next = async () => {
  if (await form.trigger(STEPS[active].fields, { shouldFocus: true })) setActive((a) => a + 1);
};

<Stepper active={active} onStepClick={(s) => s < active && setActive(s)} orientation={phone ? 'vertical' : 'horizontal'}>
  {STEPS.map((s) => <Stepper.Step key={s.label} label={s.label}>{/* the step's fields */}</Stepper.Step>)}
  <Stepper.Completed>{/* a table of every value */}</Stepper.Completed>
</Stepper>
<Button onClick={next}>Next</Button> / <Button type="submit" loading={form.formState.isSubmitting}>Add requisition</Button>`}
      >
        <RequisitionWizard />
      </Demo>
      <Demo
        title={t('wizard.stepStates')}
        description={t('wizard.doneCurrentWaitingStepError')}
        code={`<Stepper active={1}>
  <Stepper.Step label="Patient" />
  <Stepper.Step label="Specimen" loading />
  <Stepper.Step label="Test" color="red" description="Test is required" />
</Stepper>`}
      >
        <OnDemandLoading label={t('wizard.showStepLoading')}>
          {(loading) => (
            <Stepper active={1} size="xs" allowNextStepsSelect={false}>
              <Stepper.Step label={t('wizard.patient')} description={t('wizard.done')} />
              <Stepper.Step
                label={t('wizard.specimen')}
                description={loading ? t('wizard.checking') : t('wizard.current')}
                loading={loading}
              />
              <Stepper.Step label={t('wizard.test')} description={t('wizard.testRequired')} color="red" />
            </Stepper>
          )}
        </OnDemandLoading>
      </Demo>
    </DemoStack>
  );
}
