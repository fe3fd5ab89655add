import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** An error that names the fields at fault: an ApiError, or one a call builds from an answer shaped as docs/spec.md §7 writes it (register). */
const fieldsOf = (error: Error): Record<string, string> =>
  error instanceof ApiError
    ? error.fields
    : 'fields' in error && error.fields && typeof error.fields === 'object'
      ? (error.fields as Record<string, string>)
      : {};

/**
 * Puts the server's `{fields}` errors on the form's inputs (the user's input stays as typed). A field of the form
 * also takes the errors of its nested fields (`location` takes `location.city`, `parts` takes `parts.0.description`).
 * Returns the message left for a banner: the error when no field of the form was named, else null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): string | null {
  if (!(error instanceof Error)) return 'Something went wrong';
  let mapped = false;
  for (const [field, message] of Object.entries(fieldsOf(error))) {
    if (formFields.some((f) => field === f || field.startsWith(`${f}.`))) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !mapped });
      mapped = true;
    }
  }
  return mapped ? null : error.message;
}

/**
 * `applyServerErrors` for a form that shows its banner from `errors.root`: the message left over goes there, and
 * react-hook-form clears it on the next submit.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  form: { setError: UseFormSetError<T> },
  formFields: readonly string[],
): void {
  const banner = applyServerErrors(error, form.setError, formFields);
  if (banner) form.setError('root', { type: 'server', message: banner });
}
