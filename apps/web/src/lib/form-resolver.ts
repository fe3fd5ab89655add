import type { FieldValues, Resolver } from 'react-hook-form';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it (the field errors in the language shown)
import { zodResolver as baseZodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { translateFieldErrors } from '@/lib/i18n/validation';

/**
 * zodResolver whose errors are in the language shown (docs/i18n-messages.md): every form's field messages, the
 * domain's ("is required", "Enter a title") and zod's plain ones (`installPlainZodMessages`), go through this one
 * place to the `validation` catalogue. Import it from here, not from '@hookform/resolvers/zod'.
 */
export const zodResolver = ((...args: Parameters<typeof baseZodResolver>) => {
  const resolve = (baseZodResolver as (...a: unknown[]) => Resolver<FieldValues>)(...args);
  return async (...call: Parameters<Resolver<FieldValues>>) => {
    const result = await resolve(...call);
    return Object.keys(result.errors).length ? { ...result, errors: translateFieldErrors(result.errors) } : result;
  };
}) as typeof baseZodResolver;

/**
 * The resolver of a form whose fields are typed by what its inputs hold, `TValues` ('' in an empty optional field, a
 * date as typed), and whose submit receives what the schema gives, `TOutput` (the API's input). zod checks and
 * converts at run time; zodResolver types the resolver by the schema's own input, which is not the inputs' type, so
 * the link between the two is stated here once rather than by a cast in each form.
 */
export function formResolver<TValues extends FieldValues, TOutput = TValues>(
  schema: z.ZodType,
): Resolver<TValues, unknown, TOutput> {
  // The forms' one cast: TValues and TOutput are the caller's statement of the schema's types.
  return zodResolver(schema as z.ZodType<unknown, FieldValues>) as unknown as Resolver<TValues, unknown, TOutput>;
}
