import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { newsletterSubscribeSchema } from '../../../shared/newsletter';
import { apiRequest } from '../../lib/api';

/** Every newsletter query starts with this key, so one invalidation refreshes them all. */
export const NEWSLETTER_KEY = ['/api/newsletter'] as const;

export type NewsletterSubscription = Pick<z.output<typeof newsletterSubscribeSchema>, 'email' | 'city'>;

export function useSubscribeNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, city }: NewsletterSubscription) =>
      (await apiRequest('POST', '/api/newsletter/subscribe', { email, city })).json() as Promise<{ message: string }>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWSLETTER_KEY }),
  });
}
