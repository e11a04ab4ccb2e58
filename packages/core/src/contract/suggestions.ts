// The contact page's suggestion: a deal category, optionally an email and a description.
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** POST /api/suggestions body; blank optional fields count as absent. */
export const SuggestionRequestSchema = z.object(
  {
    email: z.preprocess(
      emptyToUndefined,
      z.email({ error: 'Enter a valid email address' }).max(254, 'Enter a valid email address').optional(),
    ),
    vertical: z
      .string({ error: 'Select a deal category' })
      .trim()
      .min(1, 'Select a deal category')
      .max(128, 'Deal category must be at most 128 characters'),
    description: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: 'Description must be text' })
        .max(2000, 'Description must be at most 2000 characters')
        .optional(),
    ),
  },
  { error: 'Request body must be a JSON object' },
);
