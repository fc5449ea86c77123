import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AuthUser,
  changePasswordSchema,
  mfaCodeSchema,
  mfaDisableSchema,
  mfaSetupSchema,
  signInMfaSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  signInSchema,
  updateUserSchema,
  verifyEmailConfirmSchema,
} from '../../../shared/auth';
import { apiRequest } from '../api';
import { AUTH_USER_KEY } from '../auth';

type Input<S extends z.ZodType> = z.input<S>;

const postJson = async <T>(method: string, url: string, body: unknown): Promise<T> =>
  (await (await apiRequest(method, url, body)).json()) as T;

/** Signing in changes who everything is for: take the new user, refetch the rest. */
function useSignedInMutation<V>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => postJson<AuthUser>('POST', url, values),
    onSuccess: async (user) => {
      queryClient.setQueryData(AUTH_USER_KEY, user);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_KEY[0] });
    },
  });
}

/** Sign-in answers the user, or `{ mfaRequired: true }` when a code from the app is still due. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Input<typeof signInSchema>) =>
      postJson<AuthUser | { mfaRequired: true }>('POST', '/api/auth/sign-in', values),
    onSuccess: async (result) => {
      if ('mfaRequired' in result) return;
      queryClient.setQueryData(AUTH_USER_KEY, result);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_KEY[0] });
    },
  });
}
export const useSignInCode = () => useSignedInMutation<Input<typeof signInMfaSchema>>('/api/auth/sign-in/mfa');
/** Registering signs nobody in: the answer says to check the e-mail (the same for any address). */
export const useRegister = () =>
  useMutation({
    mutationFn: (values: Input<typeof registerSchema>) =>
      postJson<{ message: string }>('POST', '/api/auth/register', values),
  });
/** The verification page sets the password and signs in the person who opened the link. */
export const useVerifyEmail = () =>
  useSignedInMutation<Input<typeof verifyEmailConfirmSchema>>('/api/auth/verify-email');
/** The reset ends every session, this one too: afterwards the visitor signs in with the new password. */
export function useConfirmReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Input<typeof passwordResetConfirmSchema>) =>
      postJson<{ message: string }>('POST', '/api/auth/password-reset/confirm', values),
    onSuccess: () => queryClient.setQueryData(AUTH_USER_KEY, null),
  });
}

export const useMfaSetup = () =>
  useMutation({
    mutationFn: () => postJson<z.infer<typeof mfaSetupSchema>>('POST', '/api/auth/mfa/setup', undefined),
  });

export function useMfaEnable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Input<typeof mfaCodeSchema>) =>
      postJson<{ recoveryCodes: string[] }>('POST', '/api/auth/mfa/enable', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}

export function useMfaDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Input<typeof mfaDisableSchema>) =>
      postJson<{ message: string }>('POST', '/api/auth/mfa/disable', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
  });
}

export const useRequestReset = () =>
  useMutation({
    mutationFn: (values: Input<typeof passwordResetRequestSchema>) =>
      postJson<{ message: string }>('POST', '/api/auth/password-reset/request', values),
  });

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Input<typeof updateUserSchema>) => postJson<AuthUser>('PUT', '/api/auth/user', values),
    onSuccess: (user) => queryClient.setQueryData(AUTH_USER_KEY, user),
  });
}

export const useChangePassword = () =>
  useMutation({
    mutationFn: (values: Input<typeof changePasswordSchema>) =>
      postJson<{ message: string }>('POST', '/api/auth/password', values),
  });
