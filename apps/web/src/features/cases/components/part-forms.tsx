import {
  Controller,
  useForm,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LATERALITIES, ZCasePartInput, type TCasePart, type TCasePartInput } from '@lab/domain';
import { FormLookupSelect } from '@/components/form-lookup-select';
import { showServerErrors } from '@/lib/form-errors';
import { useAddCasePart } from '../api/add-case-part';
import { useUpdateCasePart } from '../api/update-case-part';

type TPartForm = z.input<typeof ZCasePartInput>;

const emptyPart: TPartForm = { bodySiteId: null, laterality: null, description: '' };

function usePartForm(values?: TPartForm) {
  return useForm<TPartForm, unknown, TCasePartInput>({
    resolver: zodResolver(ZCasePartInput),
    mode: 'onTouched',
    ...(values ? { values } : { defaultValues: emptyPart }),
  });
}

/** Saves; the API's field errors go on the named fields, the rest to the form as a whole. */
async function saving(
  form: UseFormReturn<TPartForm, unknown, TCasePartInput>,
  save: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await save();
    return true;
  } catch (e) {
    showServerErrors(e, form, Object.keys(emptyPart));
    return false;
  }
}

/**
 * Body site (from the lab's list), laterality and description of one part: as added or edited on the case
 * page (`prefix` ''), or as a row of the accession form (`prefix` 'parts.<i>.').
 */
export function PartFields<T extends FieldValues>({
  control,
  register,
  errors,
  prefix = '',
  inline,
  siteProps,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<TPartForm> | undefined;
  prefix?: '' | `parts.${number}.`;
  /** In a row (the add form) rather than stacked (the edit dialog) or in the caller's grid (accessioning). */
  inline?: boolean;
  /** Extra attributes of the body-site picker (the accession form finds a new row's first field by them). */
  siteProps?: Record<string, unknown>;
}) {
  const { t } = useTranslation('cases');
  const lateralityOptions = LATERALITIES.map((l) => ({ value: l, label: t(`laterality.${l}`) }));
  const name = (field: keyof TPartForm) => `${prefix}${field}` as Path<T>;
  return (
    <>
      <FormLookupSelect
        control={control}
        name={name('bodySiteId')}
        list="bodysites"
        label={t('page.bodySite')}
        w={inline ? { base: '100%', sm: 220 } : undefined}
        data-autofocus={inline || prefix ? undefined : true}
        {...siteProps}
      />
      <Controller
        control={control}
        name={name('laterality')}
        render={({ field }) => (
          <Select
            label={t('page.laterality')}
            clearable
            data={lateralityOptions}
            value={(field.value as string | null | undefined) ?? null}
            onChange={field.onChange}
            error={errors?.laterality?.message}
            w={inline ? { base: '100%', sm: 130 } : undefined}
          />
        )}
      />
      <TextInput
        label={t('page.description')}
        placeholder={t('parts.descriptionPlaceholder')}
        {...register(name('description'))}
        error={errors?.description?.message}
        style={inline ? { flex: 1, minWidth: 160 } : undefined}
      />
    </>
  );
}

/** Adds the next part (its label comes from the server). */
export function AddPartForm({ caseId }: { caseId: number }) {
  const { t } = useTranslation('cases');
  const add = useAddCasePart(caseId);
  const form = usePartForm();
  const submit = form.handleSubmit(async (v) => {
    if (await saving(form, () => add.mutateAsync(v))) form.reset();
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate aria-label={t('parts.add')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PartFields control={form.control} register={form.register} errors={errors} inline />
        <Button type="submit" variant="light" leftSection={<IconPlus size={14} />} loading={add.isPending}>
          {t('parts.add')}
        </Button>
      </Group>
      {errors.root && (
        <Text c="red" size="sm" mt={4}>
          {errors.root.message}
        </Text>
      )}
    </form>
  );
}

/** Edits one part in a small dialog; Enter (or Ctrl+Enter from anywhere in it) saves, Escape closes. */
export function EditPartDialog({ caseId, part, onClose }: { caseId: number; part: TCasePart | null; onClose(): void }) {
  const { t } = useTranslation('cases');
  return (
    <Modal
      opened={part !== null}
      onClose={onClose}
      title={part ? t('page.editPart', { label: part.label }) : ''}
      size="md"
    >
      {part && <EditPartForm caseId={caseId} part={part} onDone={onClose} />}
    </Modal>
  );
}

function EditPartForm({ caseId, part, onDone }: { caseId: number; part: TCasePart; onDone(): void }) {
  const { t } = useTranslation('cases');
  const update = useUpdateCasePart(caseId);
  const form = usePartForm({
    bodySiteId: part.bodySite?.id ?? null,
    laterality: part.laterality,
    description: part.description,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (v) => {
    // All three go, so clearing a field clears it on the part.
    const body = { bodySiteId: v.bodySiteId ?? null, laterality: v.laterality ?? null, description: v.description };
    if (await saving(form, () => update.mutateAsync({ partId: part.id, body }))) onDone();
  });
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the form's keyboard shortcut (Ctrl+Enter) listens on its fields' keys
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('page.editPart', { label: part.label })}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
      }}
    >
      <Stack gap="sm">
        {errors.root && <Alert color="red">{errors.root.message}</Alert>}
        <PartFields control={form.control} register={form.register} errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('parts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
