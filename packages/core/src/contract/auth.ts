// Accounts: the credentials the login and register calls send and the user they answer.
import { z } from 'zod';

/** A signed-in user as the auth routes answer it. */
export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  createdAt: z.string(),
});

const required = (message: string, kind: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? message : `${kind} must be text`;

/**
 * Login and register body. The required and minimum-length messages are the product's exact
 * wording; the upper limits and the character set guard the server.
 */
export const CredentialsSchema = z.object(
  {
    username: z
      .string({ error: required('Username is required', 'Username') })
      .trim()
      .min(1, 'Username is required')
      .min(3, 'Username must be at least 3 characters')
      .max(32, 'Username must be at most 32 characters')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Username can only contain letters, digits, dots, dashes and underscores'),
    password: z
      .string({ error: required('Password is required', 'Password') })
      .min(1, 'Password is required')
      .min(6, 'Password must be at least 6 characters')
      .max(128, 'Password must be at most 128 characters'),
  },
  { error: 'Request body must be a JSON object' },
);
