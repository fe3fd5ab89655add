import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Controller, useForm, type ControllerRenderProps } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import {
  Alert,
  Button,
  ColorInput,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  lookupInputSchema,
  type LookupField,
  type LookupFieldKind,
  type LookupList,
  type TLookupInput,
  type TLookupItem,
} from '@lab/domain';
import { LookupSelect } from '@/components/lookup-select';
import { UserSelect } from '@/components/user-select';
import { ApiError } from '@/lib/api-client';
import { codeLabel, fieldHelp, fieldLabel, listOne, listSingular, nameLabel, optionLabel } from '@/lib/lookup-text';

type Values = Record<string, unknown>;
type Bound = ControllerRenderProps<Values, string>;
/** What every input of a field shows: its label, help, asterisk and error. */
type Common = { label: string; description?: string; withAsterisk?: boolean; error?: string };
/** What the inputs need besides: the words in the language shown, and the list whose field it is. */
type Ctx = { t: TFunction<'lookups'>; listKey: string };
type FieldOfKind = { [K in LookupFieldKind]: LookupField & { kind: K } };

/** How the form holds and edits one kind of field. */
interface KindInput<K extends LookupFieldKind> {
  /** The value of an empty field. */
  empty: unknown;
  render(f: FieldOfKind[K], common: Common, bound: Bound, ctx: Ctx): ReactElement;
}

/** A text input bound as `register` would bind it (the ref lets a refused submit focus it). */
const asText = ({ name, ref, value, onChange, onBlur }: Bound) => ({
  name,
  ref,
  value: (value as string | null) ?? '',
  onChange,
  onBlur,
});

const number = (money: boolean): KindInput<'integer' | 'money'>['render'] =>
  function NumberField(_f, common, bound) {
    return (
      <NumberInput
        {...common}
        decimalScale={money ? 2 : 0}
        fixedDecimalScale={money}
        prefix={money ? '$' : undefined}
        value={(bound.value as number | null) ?? ''}
        onChange={(v) => bound.onChange(v === '' ? null : Number(v))}
        onBlur={bound.onBlur}
      />
    );
  };

/** One input per kind of field; the registry says which kind each field is. */
const FIELD_INPUTS: { [K in LookupFieldKind]: KindInput<K> } = {
  text: { empty: '', render: (_f, common, bound) => <TextInput {...common} {...asText(bound)} /> },
  textarea: {
    empty: '',
    render: (_f, common, bound) => <Textarea {...common} autosize minRows={3} {...asText(bound)} />,
  },
  date: { empty: '', render: (_f, common, bound) => <TextInput type="date" {...common} {...asText(bound)} /> },
  boolean: {
    empty: false,
    render: (_f, common, bound) => (
      <Switch
        mt="lg"
        label={common.label}
        checked={Boolean(bound.value)}
        onChange={(e) => bound.onChange(e.currentTarget.checked)}
      />
    ),
  },
  integer: { empty: null, render: number(false) },
  money: { empty: null, render: number(true) },
  color: {
    empty: '',
    render: (_f, common, bound) => (
      <ColorInput
        {...common}
        format="hex"
        value={(bound.value as string) ?? ''}
        onChange={bound.onChange}
        onBlur={bound.onBlur}
      />
    ),
  },
  enum: {
    empty: '',
    render: (f, common, bound, { t, listKey }) => (
      <Select
        {...common}
        data={f.options.map((o) => ({ value: o, label: optionLabel(t, listKey, f, o) }))}
        clearable={!f.required}
        value={(bound.value as string) || null}
        onChange={(v) => bound.onChange(v ?? '')}
      />
    ),
  },
  multienum: {
    empty: [],
    render: (f, common, bound, { t, listKey }) => (
      <MultiSelect
        {...common}
        data={f.options.map((o) => ({ value: o, label: optionLabel(t, listKey, f, o) }))}
        value={(bound.value as string[]) ?? []}
        onChange={bound.onChange}
      />
    ),
  },
  ref: {
    empty: null,
    render: (f, common, bound, { t }) =>
      f.ref === 'users' ? (
        <UserSelect
          {...common}
          placeholder={t('form.userPlaceholder')}
          value={bound.value as number | null}
          onChange={bound.onChange}
        />
      ) : (
        <LookupSelect
          {...common}
          list={f.ref}
          placeholder={t('form.refPlaceholder')}
          value={bound.value as number | null}
          onChange={(id) => bound.onChange(id)}
        />
      ),
  },
};

// Generic over the kind, so the row of the table and the field it is given agree (a choice field has options…).
function renderInput<K extends LookupFieldKind>(
  f: FieldOfKind[K] & { kind: K },
  common: Common,
  bound: Bound,
  ctx: Ctx,
) {
  return FIELD_INPUTS[f.kind].render(f, common, bound, ctx);
}

/** The form's starting values: the entry's, or empty ones of the right kind. */
function formDefaults(list: LookupList, item?: TLookupItem | null): Values {
  const v: Values = { code: item?.code ?? '', name: item?.name ?? '', active: item?.active ?? true };
  for (const f of list.fields) v[f.name] = item?.[f.name] ?? FIELD_INPUTS[f.kind].empty;
  return v;
}

/**
 * Create or edit an entry of any list: its fields come from the registry, validation from the same zod schema
 * the API uses (as you type), and the server's field errors (duplicate code, missing reference) land on the field.
 */
export function LookupForm({
  list,
  item,
  onSubmit,
  onCancel,
}: {
  list: LookupList;
  item?: TLookupItem | null;
  onSubmit(values: TLookupInput): Promise<unknown>;
  onCancel?(): void;
}) {
  const { t } = useTranslation('lookups');
  const schema = useMemo(() => lookupInputSchema(list), [list]);
  const form = useForm<Values, unknown, TLookupInput>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: formDefaults(list, item),
  });
  const errors = form.formState.errors;
  const err = (name: string) => form.getFieldState(name, form.formState).error?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        for (const [field, message] of Object.entries(e.fields)) form.setError(field, { type: 'server', message });
      } else {
        form.setError('root', { message: e instanceof Error ? e.message : t('somethingWrong') });
      }
    }
  });

  const input = (f: LookupField) => (
    <Controller
      key={f.name}
      control={form.control}
      name={f.name}
      render={({ field, fieldState }) =>
        renderInput(
          f,
          {
            label: fieldLabel(t, list.key, f),
            description: fieldHelp(t, list.key, f),
            withAsterisk: f.required,
            error: fieldState.error?.message,
          },
          field,
          { t, listKey: list.key },
        )
      }
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.label', { singular: listSingular(t, list) })}>
      <Stack>
        {errors.root?.message && <Alert color="red">{errors.root.message}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={codeLabel(t, list)}
            withAsterisk
            aria-required
            error={err('code')}
            {...form.register('code')}
          />
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch
                mt="xl"
                label={t('active')}
                checked={Boolean(field.value)}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label={nameLabel(t, list)}
          withAsterisk
          aria-required
          error={err('name')}
          {...form.register('name')}
        />
        {list.fields.map(input)}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {item ? t('form.save') : t('add', { one: listOne(t, list) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
