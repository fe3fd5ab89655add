import { useState } from 'react';
import { Button, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { z } from 'zod';
import { ZDate, ZOptionalEmail, ZRequiredText, PRIORITIES, translateServerMessage } from '@lab/domain';
import { Demo, DemoStack } from '../../components/demo';
import { REQUISITION_DEFAULTS, RequisitionField, ZRequisition } from './intake';
import { SentValues, demoSaved, useZodForm } from './kit';
import { useTranslation } from 'react-i18next';

/** Whole-form rules sit on the field they are about, so the message shows under that field. */
const ZOrdered = ZRequisition.superRefine((v, ctx) => {
  if (v.dob && v.collected && v.collected < v.dob)
    ctx.addIssue({ code: 'custom', path: ['collected'], message: 'must not be before the date of birth' });
  if (v.collected && v.collected > new Date().toISOString().slice(0, 10))
    ctx.addIssue({ code: 'custom', path: ['collected'], message: 'must not be in the future' });
});

function ValidatedForm() {
  const { t } = useTranslation('styleGuideB');
  const form = useZodForm(ZOrdered, { ...REQUISITION_DEFAULTS, dob: '1980-04-12', collected: '1979-01-01' });
  const [sent, setSent] = useState<unknown>(null);
  const count = Object.keys(form.formState.errors).length;
  return (
    <form
      noValidate
      aria-label={t('formik.requisitionValidation')}
      onSubmit={form.handleSubmit((v) => {
        setSent(v);
        demoSaved('The requisition');
      })}
    >
      <Stack>
        <Grid gap="sm">
          {(['lastName', 'firstName', 'dob', 'collected', 'source', 'test', 'priority', 'phone'] as const).map((f) => (
            <Grid.Col key={f} span={{ base: 12, sm: 6, md: 3 }}>
              <RequisitionField form={form} name={f} />
            </Grid.Col>
          ))}
        </Grid>
        <Group>
          <Button type="submit">{t('formik.checkSave')}</Button>
          <Button variant="default" onClick={() => form.reset()}>
            {t('formik.reset')}
          </Button>
          {count > 0 && (
            <Text size="sm" c="red" role="status">
              {t('formik.needAttention', { count })}
            </Text>
          )}
        </Group>
        <SentValues values={sent} />
      </Stack>
    </form>
  );
}

/** What the portal's zod error map says for common mistakes: computed here, live, from the real schemas. */
const CASES: Array<{ schema: string; input: unknown; run: () => z.ZodSafeParseResult<unknown> }> = [
  { schema: 'ZRequiredText()', input: '', run: () => ZRequiredText().safeParse('') },
  { schema: 'ZRequiredText(5)', input: 'Rivera-Lopez', run: () => ZRequiredText(5).safeParse('Rivera-Lopez') },
  { schema: 'ZDate', input: '13/45/2026', run: () => ZDate.safeParse('13/45/2026') },
  { schema: 'ZOptionalEmail', input: 'ana@', run: () => ZOptionalEmail.safeParse('ana@') },
  { schema: 'z.enum(PRIORITIES)', input: 'urgent', run: () => z.enum(PRIORITIES).safeParse('urgent') },
  { schema: 'z.number().int().max(40)', input: 45, run: () => z.number().int().max(40).safeParse(45) },
  { schema: 'z.number()', input: undefined, run: () => z.number().safeParse(undefined) },
];

function MessagesTable() {
  const { t, i18n } = useTranslation('styleGuideB');
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder aria-label={t('formik.validationMessages')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('formik.schema')}</Table.Th>
            <Table.Th>{t('formik.input')}</Table.Th>
            <Table.Th>{t('formik.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CASES.map((c) => {
            const r = c.run();
            return (
              <Table.Tr key={c.schema}>
                <Table.Td ff="monospace" dir="ltr">
                  {c.schema}
                </Table.Td>
                <Table.Td ff="monospace" dir="ltr">
                  {c.input === undefined ? t('formik.nothing') : JSON.stringify(c.input)}
                </Table.Td>
                <Table.Td>
                  {r.success
                    ? t('formik.valid')
                    : translateServerMessage(r.error.issues[0]?.message ?? '', i18n.language)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export default function FormValidationPage() {
  const { t } = useTranslation('styleGuideB');
  return (
    <DemoStack>
      <Demo
        title={t('formik.reactHookFormZodSchema')}
        description={t('formik.portalSFormsValidateSame')}
        code={`const ZOrdered = ZRequisition.superRefine((v, ctx) => {
  if (v.collected < v.dob) ctx.addIssue({ code: 'custom', path: ['collected'], message: 'must not be before the date of birth' });
});
const form = useForm<z.input<typeof ZOrdered>, unknown, z.output<typeof ZOrdered>>({
  resolver: zodResolver(ZOrdered),
  mode: 'onTouched',
  defaultValues,
});
<form onSubmit={form.handleSubmit(save)} noValidate>
  <TextInput label="Last name" withAsterisk aria-required {...form.register('lastName')} error={form.formState.errors.lastName?.message} />
  <DateTextInput label="Collected on" withAsterisk aria-required {...form.register('collected')} error={form.formState.errors.collected?.message} />
</form>`}
      >
        <ValidatedForm />
      </Demo>
      <Demo
        title={t('formik.messages')}
        description={t('formik.messagesAreShortFollowField')}
        code={`import { installPlainZodMessages } from '@lab/domain';
installPlainZodMessages(); // once, in main.tsx
ZRequiredText().safeParse('').error.issues[0].message; // 'is required'`}
      >
        <MessagesTable />
      </Demo>
    </DemoStack>
  );
}
