import { z } from 'zod';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Select, Textarea, TextInput, type SelectProps } from '@mantine/core';
import { PRIORITIES, ZDate, ZOptionalPhone, ZOptionalText, ZRequiredText } from '@lab/domain';
import { DateTextInput } from '@/components/date-text-input';
import { useLabOptions } from './lab-data';
import { useTranslation } from 'react-i18next';

/**
 * The example requisition of the form pages (layouts, wizard, validation): built from the portal's own field
 * schemas (packages/domain/src/form-fields.ts), so its messages are the portal's ("is required", "must be a date
 * (MM/DD/YYYY or YYYY-MM-DD)").
 */
export const ZRequisition = z.object({
  lastName: ZRequiredText(),
  firstName: ZRequiredText(),
  dob: ZDate,
  phone: ZOptionalPhone,
  source: z.string().min(1, 'is required'),
  test: z.string().min(1, 'is required'),
  priority: z.enum(PRIORITIES),
  collected: ZDate,
  clinicalNotes: ZOptionalText(1000),
});
export type RequisitionIn = z.input<typeof ZRequisition>;
export type RequisitionOut = z.output<typeof ZRequisition>;
export const REQUISITION_DEFAULTS: RequisitionIn = {
  lastName: '',
  firstName: '',
  dob: '',
  phone: '',
  source: '',
  test: '',
  priority: 'routine',
  collected: '',
  clinicalNotes: '',
};

type Form = UseFormReturn<RequisitionIn, unknown, RequisitionOut>;
type Field = keyof RequisitionIn;

/** The error shown under a field (react-hook-form's, from the schema or the server). */
export const fieldError = (form: Form, f: Field) => form.formState.errors[f]?.message as string | undefined;

/** One field of the requisition, wired to the form, in the portal's words. Keeps each page about its layout. */
export function RequisitionField({
  form,
  name,
  readOnly,
  autoFocus,
}: {
  form: Form;
  name: Field;
  readOnly?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('styleGuideB');
  const { sourceOptions, testOptions } = useLabOptions();
  const err = fieldError(form, name);
  const common = { error: err, readOnly, autoFocus };
  switch (name) {
    case 'lastName':
      return (
        <TextInput
          label={t('intake.lastName')}
          withAsterisk
          aria-required
          autoComplete="off"
          {...form.register('lastName')}
          {...common}
        />
      );
    case 'firstName':
      return (
        <TextInput
          label={t('intake.firstName')}
          withAsterisk
          aria-required
          autoComplete="off"
          {...form.register('firstName')}
          {...common}
        />
      );
    case 'dob':
      return (
        <DateTextInput label={t('intake.dateBirth')} withAsterisk aria-required {...form.register('dob')} {...common} />
      );
    case 'phone':
      return <TextInput label={t('intake.phone')} type="tel" {...form.register('phone')} {...common} />;
    case 'collected':
      return (
        <DateTextInput
          label={t('intake.collected')}
          withAsterisk
          aria-required
          {...form.register('collected')}
          {...common}
        />
      );
    case 'clinicalNotes':
      return (
        <Textarea
          label={t('intake.clinicalNotes')}
          autosize
          minRows={2}
          {...form.register('clinicalNotes')}
          {...common}
        />
      );
    case 'source':
    case 'test':
    case 'priority': {
      const props: Record<'source' | 'test' | 'priority', Pick<SelectProps, 'label' | 'data'>> = {
        source: { label: t('intake.specimenSource'), data: sourceOptions },
        test: { label: t('intake.test'), data: testOptions },
        priority: {
          label: t('intake.priority'),
          data: [
            { value: 'routine', label: t('intake.routine') },
            { value: 'stat', label: t('intake.stat') },
          ],
        },
      };
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select
              {...props[name]}
              withAsterisk
              aria-required
              searchable
              selectFirstOptionOnChange
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              {...common}
            />
          )}
        />
      );
    }
  }
}
