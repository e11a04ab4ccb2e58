// Route input validation: the first zod issue's message becomes the 400 envelope's message.
import type { z } from 'zod';
import { validationError } from '../errors';

/** Parses `value` with `schema` or throws a 400 VALIDATION AppError with the first issue's message. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw validationError(issue?.message ?? 'Invalid input');
}
