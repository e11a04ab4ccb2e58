import type { Credentials, User } from '@compare/core';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useCompare } from '../context';
import { useNotify } from '../internal/use-notify';

/** The session: the current user and the login, register and logout mutations. */
export interface AuthContextValue {
  /** The signed-in user; null when signed out (a 401 at start) or not yet known. */
  user: User | null;
  /** True while the current user is fetched at start. */
  isLoading: boolean;
  login: UseMutationResult<User, Error, Credentials>;
  register: UseMutationResult<User, Error, Credentials>;
  logout: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Props of {@link AuthProvider}. */
export interface AuthProviderProps {
  children?: ReactNode | undefined;
}

/**
 * Holds the session: the current user is fetched at start (401 means no user); login or
 * register success sets the user; logout success clears it. Failures show destructive toasts with
 * the server's message.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const { client, messages, log, scope } = useCompare();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = useMemo(() => ['compare', scope, 'user'], [scope]);
  const userQuery = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return await client.getUser();
      } catch (error) {
        log(error);
        return null;
      }
    },
  });
  const setUser = (user: User | null) => queryClient.setQueryData(key, user);
  const login = useMutation<User, Error, Credentials>({
    mutationFn: (credentials) => client.login(credentials),
    onSuccess: setUser,
    onError: (error) =>
      notify({ title: messages.loginFailed, description: error.message, variant: 'destructive' }),
  });
  const register = useMutation<User, Error, Credentials>({
    mutationFn: (credentials) => client.register(credentials),
    onSuccess: setUser,
    onError: (error) =>
      notify({ title: messages.registrationFailed, description: error.message, variant: 'destructive' }),
  });
  const logout = useMutation<void, Error, void>({
    mutationFn: async () => {
      // Signing out counts as signed out at once (useAccountUser): the account widgets unmount and
      // abort their calls first, and only then does the session end on the server, so no call made
      // with the old session meets a 401 (a failed request in the shopper's console).
      await queryClient.cancelQueries({ queryKey: ['compare', scope, 'account'] });
      await new Promise((resolve) => setTimeout(resolve, 0));
      return client.logout();
    },
    onSuccess: () => setUser(null),
    onError: (error) =>
      notify({ title: messages.logoutFailed, description: error.message, variant: 'destructive' }),
  });
  const value: AuthContextValue = {
    user: userQuery.data ?? null,
    isLoading: userQuery.isPending,
    login,
    register,
    logout,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** @internal The session of the nearest AuthProvider, or null outside one (account widgets degrade). */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}

/** The session of the nearest AuthProvider; throws 'useAuth must be used within an AuthProvider' outside one. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
