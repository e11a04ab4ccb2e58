import type { Credentials, Messages, User } from '@compare/core';
import { Button, createStyles, Input } from '@compare/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useAuth } from '../../auth/auth-provider';
import { useCompare } from '../../context';

/** Which tab of the auth form. */
export type AuthMode = 'login' | 'register';

/** Field errors of the credentials form. */
export interface CredentialErrors {
  username?: string;
  password?: string;
}

/** Minimum lengths of a username and a password. */
const USERNAME_MIN = 3;
const PASSWORD_MIN = 6;

/**
 * The client rules: username required and at least 3 characters (surrounding spaces
 * do not count); password required and at least 6 characters.
 */
export function validateCredentials(values: Credentials, messages: Messages): CredentialErrors {
  const errors: CredentialErrors = {};
  const username = values.username.trim();
  if (username === '') errors.username = messages.usernameRequired;
  else if (username.length < USERNAME_MIN) errors.username = messages.usernameTooShort;
  if (values.password === '') errors.password = messages.passwordRequired;
  else if (values.password.length < PASSWORD_MIN) errors.password = messages.passwordTooShort;
  return errors;
}

const formStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$4', paddingTop: '$2' });

/** Props of one tab's form. */
export interface CredentialsFormProps {
  mode: AuthMode;
  onSuccess?: ((user: User, mode: AuthMode) => void) | undefined;
}

/** Username and password with validation at the fields; submits login or register. */
export function CredentialsForm({ mode, onSuccess }: CredentialsFormProps) {
  const { messages } = useCompare();
  const auth = useAuth();
  const mutation = mode === 'login' ? auth.login : auth.register;
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  // Errors appear on the first submit, then follow the typing so they clear as soon as fixed.
  const [attempted, setAttempted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const change = (field: keyof Credentials, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateCredentials(next, messages));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = validateCredentials(values, messages);
    setAttempted(true);
    setErrors(found);
    if (found.username) usernameRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    if (found.username || found.password) return;
    mutation.mutate(
      { username: values.username.trim(), password: values.password },
      { onSuccess: (user) => onSuccess?.(user, mode) },
    );
  };

  const pendingText = mode === 'login' ? messages.authLoggingIn : messages.authCreatingAccount;
  const idleText = mode === 'login' ? messages.authLoginButton : messages.authRegisterButton;
  return (
    <form className={formStyle()} onSubmit={submit} noValidate data-mode={mode}>
      <Input
        ref={usernameRef}
        name="username"
        label={messages.authUsernameLabel}
        placeholder={messages.authUsernamePlaceholder}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={(event) => change('username', event.target.value)}
        error={errors.username}
        required
      />
      <Input
        ref={passwordRef}
        name="password"
        type="password"
        label={messages.authPasswordLabel}
        placeholder={messages.authPasswordPlaceholder}
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        error={errors.password}
        required
      />
      <Button type="submit" loading={mutation.isPending}>
        {mutation.isPending ? pendingText : idleText}
      </Button>
    </form>
  );
}
