import type { ComponentProps } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { LookupMultiSelect, LookupSelect } from './lookup-select';

// TOut: what the form's submit receives (its resolver's output), which may differ from the fields' values.
type Bound<T extends FieldValues, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/** A lookup picker bound to a form field (an entry id or null), showing the field's error. */
export function FormLookupSelect<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ...rest
}: Bound<T, TOut> & Omit<ComponentProps<typeof LookupSelect>, 'value' | 'onChange' | 'onBlur' | 'error'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <LookupSelect
      {...rest}
      value={field.value as number | null | undefined}
      onChange={(id) => field.onChange(id)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

/** Several lookup entries bound to a form field (entry ids), showing the field's error. */
export function FormLookupMultiSelect<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ...rest
}: Bound<T, TOut> & Omit<ComponentProps<typeof LookupMultiSelect>, 'value' | 'onChange' | 'error'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <LookupMultiSelect
      {...rest}
      value={(field.value as number[] | undefined) ?? []}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
