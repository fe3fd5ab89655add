import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { lookupInputSchema, singularInSentence, type LookupField, type LookupList, type TLookupItem } from '@lab/domain';
import { LookupSelect } from '@/components/lookup-select';
import { UserSelect } from '@/components/user-select';
import { ApiError } from '@/lib/api-client';

type Values = Record<string, unknown>;

/** The form's starting values: the entry's, or empty ones of the right kind. */
export function formDefaults(list: LookupList, item?: TLookupItem | null): Values {
  const v: Values = { code: item?.code ?? '', name: item?.name ?? '', active: item?.active ?? true };
  for (const f of list.fields) {
    const current = item?.[f.name];
    if (f.kind === 'boolean') v[f.name] = current ?? false;
    else if (f.kind === 'multienum') v[f.name] = current ?? [];
    else if (f.kind === 'ref' || f.kind === 'integer' || f.kind === 'money') v[f.name] = current ?? null;
    else v[f.name] = current ?? '';
  }
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
  onSubmit(values: Values): Promise<unknown>;
  onCancel?(): void;
}) {
  const schema = useMemo(() => lookupInputSchema(list), [list]);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    mode: 'onChange',
    defaultValues: formDefaults(list, item),
  });
  const errors = form.formState.errors;
  const err = (name: string) => errors[name]?.message as string | undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length) {
        for (const [field, message] of Object.entries(e.fields)) form.setError(field, { type: 'server', message });
      } else {
        form.setError('root', { message: e instanceof Error ? e.message : 'Something went wrong' });
      }
    }
  });

  const input = (f: LookupField) => {
    const common = { label: f.label, description: f.help, withAsterisk: f.required, error: err(f.name) };
    switch (f.kind) {
      case 'textarea':
        return <Textarea key={f.name} {...common} autosize minRows={3} {...form.register(f.name)} />;
      case 'boolean':
        return (
          <Controller
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <Switch mt="lg" label={f.label} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} />
            )}
          />
        );
      case 'integer':
      case 'money':
        return (
          <Controller
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <NumberInput
                {...common}
                decimalScale={f.kind === 'money' ? 2 : 0}
                fixedDecimalScale={f.kind === 'money'}
                prefix={f.kind === 'money' ? '$' : undefined}
                value={(field.value as number | null) ?? ''}
                onChange={(v) => field.onChange(v === '' ? null : Number(v))}
                onBlur={field.onBlur}
              />
            )}
          />
        );
      case 'date':
        return <TextInput key={f.name} type="date" {...common} {...form.register(f.name)} />;
      case 'color':
        return (
          <Controller
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <ColorInput {...common} format="hex" value={(field.value as string) ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
        );
      case 'enum':
        return (
          <Controller
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <Select
                {...common}
                data={[...f.options!]}
                clearable={!f.required}
                value={(field.value as string) || null}
                onChange={(v) => field.onChange(v ?? '')}
              />
            )}
          />
        );
      case 'multienum':
        return (
          <Controller
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) => (
              <MultiSelect {...common} data={[...f.options!]} value={(field.value as string[]) ?? []} onChange={field.onChange} />
            )}
          />
        );
      case 'ref':
        return (
          <Controller
            key={f.name}
            control={form.control}
            name={f.name}
            render={({ field }) =>
              f.ref === 'users' ? (
                <UserSelect {...common} placeholder="Type a name or email" value={field.value as number | null} onChange={field.onChange} />
              ) : (
                <LookupSelect
                  {...common}
                  list={f.ref!}
                  placeholder="Type a code or name"
                  value={field.value as number | null}
                  onChange={(id) => field.onChange(id)}
                />
              )
            }
          />
        );
      default:
        return <TextInput key={f.name} {...common} {...form.register(f.name)} />;
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`${list.singular} form`}>
      <Stack>
        {errors.root?.message && <Alert color="red">{errors.root.message}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={list.codeLabel ?? 'Code'} withAsterisk error={err('code')} {...form.register('code')} />
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch mt="xl" label="Active" checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} />
            )}
          />
        </SimpleGrid>
        <TextInput label={list.nameLabel ?? 'Name'} withAsterisk error={err('name')} {...form.register('name')} />
        {list.fields.map(input)}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {item ? 'Save changes' : `Add ${singularInSentence(list)}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
