import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

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
