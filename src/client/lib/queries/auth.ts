import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AuthUser,
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
  signInSchema,
  updateUserSchema,
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

export const useSignIn = () => useSignedInMutation<Input<typeof signInSchema>>('/api/auth/sign-in');
export const useRegister = () => useSignedInMutation<Input<typeof registerSchema>>('/api/auth/register');
export const useConfirmReset = () =>
  useSignedInMutation<Input<typeof passwordResetConfirmSchema>>('/api/auth/password-reset/confirm');

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
