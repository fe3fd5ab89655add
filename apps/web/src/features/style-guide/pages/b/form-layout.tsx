import { Alert, Grid, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { RecordFormActions } from '@/components/record-form-actions';
import { SectionCard } from '@/components/section-card';
import { showServerErrors } from '@/lib/form-errors';
import { Demo, DemoStack } from '../../components/demo';
import { REQUISITION_DEFAULTS, RequisitionField, ZRequisition, type RequisitionIn } from './intake';
import { demoSaved, useZodForm } from './kit';
import { useTranslation } from 'react-i18next';
import { useSampleText } from '../../components/use-sample-text';

const SAVED: RequisitionIn = {
  ...REQUISITION_DEFAULTS,
  lastName: 'Okafor',
  firstName: 'James',
  dob: '1967-09-03',
  phone: '(555) 201-3344',
  source: 'COLON',
  test: 'SURG',
  collected: '2026-11-19',
  clinicalNotes: 'Polyp at 30 cm.',
};
const FIELDS = Object.keys(REQUISITION_DEFAULTS);
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An existing record: Save only once something changed, "Undo changes" while it has, Ctrl+Enter saves, the
 * server's field errors land on their inputs and anything else in a "Not saved" banner.
 */
function RecordForm({ serverSays }: { serverSays: 'ok' | 'field' | 'banner' }) {
  const sample = useSampleText('styleGuideB');
  const { t } = useTranslation('styleGuideB');
  const form = useZodForm(ZRequisition, SAVED);
  const submit = form.handleSubmit(async (values) => {
    await wait(600); // the round trip, so the button shows its loading state
    try {
      if (serverSays === 'field')
        throw Object.assign(new Error('Check the highlighted fields'), {
          fields: { lastName: 'already registered with this date of birth (MRN 004211)' },
        });
      if (serverSays === 'banner')
        throw new Error('The case was changed by Maria R. Hughes meanwhile; reload to see it');
      form.reset(values as RequisitionIn);
      demoSaved('The record');
    } catch (e) {
      showServerErrors(e, form, FIELDS);
    }
  });
  // Only one form of a page answers Ctrl+Enter.
  useHotkeys(serverSays === 'ok' ? [['mod+Enter', () => void submit()]] : [], []);
  return (
    <form onSubmit={submit} noValidate aria-label={t('formLayout.recordForm', { serverSays })}>
      <Stack>
        {form.formState.errors.root && (
          <Alert color="red" title={t('formLayout.notSaved')}>
            {sample(form.formState.errors.root.message)}
          </Alert>
        )}
        <SectionCard title={t('formLayout.patient')}>
          <Grid gap="sm">
            {(['lastName', 'firstName', 'dob', 'phone'] as const).map((f) => (
              <Grid.Col key={f} span={{ base: 12, sm: 6, md: 3 }}>
                <RequisitionField form={form} name={f} />
              </Grid.Col>
            ))}
          </Grid>
        </SectionCard>
        <SectionCard title={t('formLayout.specimen')}>
          <Grid gap="sm">
            {(['source', 'test', 'priority', 'collected'] as const).map((f) => (
              <Grid.Col key={f} span={{ base: 12, sm: 6, md: 3 }}>
                <RequisitionField form={form} name={f} />
              </Grid.Col>
            ))}
            <Grid.Col span={12}>
              <RequisitionField form={form} name="clinicalNotes" />
            </Grid.Col>
          </Grid>
        </SectionCard>
        <RecordFormActions
          label={t('formLayout.save')}
          existing
          dirty={form.formState.isDirty}
          submitting={form.formState.isSubmitting}
          onUndo={() => form.reset()}
        />
      </Stack>
    </form>
  );
}

export default function FormLayoutPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <Demo
        title={t('formLayout.recordSFormSections')}
        description={t('formLayout.titledSectioncardsGroupFields')}
        code={`const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(ZSchema), mode: 'onTouched', defaultValues });
const submit = form.handleSubmit(async (values) => {
  try {
    const saved = await onSubmit(values);
    form.reset(toFormValues(saved));
  } catch (e) {
    showServerErrors(e, form, FIELDS); // field errors on their inputs, the rest in errors.root
  }
});
useHotkeys([['mod+Enter', () => void submit()]], []);

<form onSubmit={submit} noValidate>
  {form.formState.errors.root && <Alert color="red" title="Not saved">{form.formState.errors.root.message}</Alert>}
  <SectionCard title="Patient"><Grid gap="sm">…</Grid></SectionCard>
  <SectionCard title="Specimen"><Grid gap="sm">…</Grid></SectionCard>
  <RecordFormActions label="Save" existing dirty={form.formState.isDirty}
    submitting={form.formState.isSubmitting} onUndo={() => form.reset()} />
</form>`}
      >
        <RecordForm serverSays="ok" />
      </Demo>
      <Demo
        title={t('formLayout.serverRefusesField')}
        description={t('formLayout.changeSomethingSaveServerS')}
        code={`// The API answers 400 { message, fields: { lastName: 'already registered with this date of birth (MRN 004211)' } }
showServerErrors(error, form, FIELDS);`}
      >
        <RecordForm serverSays="field" />
      </Demo>
      <Demo
        title={t('formLayout.serverRefusesWholeSave')}
        description={t('formLayout.errorNamesNoFieldForm')}
        code={`<Alert color="red" title="Not saved">{form.formState.errors.root.message}</Alert>`}
      >
        <RecordForm serverSays="banner" />
      </Demo>
    </DemoStack>
  );
}
