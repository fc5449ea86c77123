import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '../ui/use-toast';
import { AUTH_USER_KEY } from '../../lib/auth';
import { billingKeys } from '../../lib/billing';

/**
 * The membership payment returns to the site's front door (spec 001 section 7) with Stripe's
 * `redirect_status` in the address. Says clearly how it went, then tidies the address.
 */
export function PaymentReturnNotice() {
  const [path] = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (path !== '/') return;
    const params = new URLSearchParams(window.location.search);
    const status = params.get('redirect_status');
    if (!status) return;
    if (status === 'succeeded' || status === 'processing') {
      toast({
        title: 'Welcome to Premium!',
        description:
          'Your payment went through. Your membership is active within a few moments; your account page shows it.',
      });
    } else {
      toast({
        title: 'Payment Failed',
        description: 'Your payment was not completed. Nothing was charged.',
        variant: 'destructive',
      });
    }
    void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
    void queryClient.invalidateQueries({ queryKey: billingKeys.membership });
    window.history.replaceState(null, '', '/');
  }, [path, queryClient]);
  return null;
}
