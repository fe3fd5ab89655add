import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's `{fields}` errors on the form's inputs (the user's input stays as typed).
 * Returns the message left for a banner: the error when no field of the form was named, else null.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : 'Something went wrong';
  let mapped = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (formFields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !mapped });
      mapped = true;
    }
  }
  return mapped ? null : error.message;
}
