// The API's answer envelopes: `{success: true, data}` for wrapped answers and
// `{success: false, error: {code, message}}` for every failure, with the matching status.
import { z } from 'zod';

/** A failure's stable code ("VALIDATION", "NOT_FOUND") and a message safe to show. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});

/** Every failed answer: `{success: false, error: {code, message}}`. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: ApiErrorSchema,
});

/** `{success: true}` with nothing else (logout, suggestions). */
export const OkSchema = z.object({ success: z.literal(true) });

/** `{success: true, data}` around `data`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
