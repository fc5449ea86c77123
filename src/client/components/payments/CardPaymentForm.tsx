import { useState, type FormEvent } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { Button } from '../ui/Button';
import { toast } from '../ui/use-toast';

interface CardPaymentFormProps {
  stripe: Stripe;
  clientSecret: string;
  submitLabel: string;
  /** Where the provider sends the browser back after a payment that needed a redirect (3-D Secure, banks). */
  returnUrl: string;
  /** 'always' returns through returnUrl even for plain cards; 'if_required' calls onPaid in place. */
  redirect: 'always' | 'if_required';
  onPaid?: () => void;
}

const APPEARANCE = { theme: 'stripe' as const, variables: { colorPrimary: '#7a1428', borderRadius: '6px' } };

/** Stripe's Payment Element for one client secret, with our submit button and the spec's failure toast. */
export function CardPaymentForm({ stripe, clientSecret, ...rest }: CardPaymentFormProps) {
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: APPEARANCE }}>
      <PaymentFields {...rest} />
    </Elements>
  );
}

function PaymentFields({
  submitLabel,
  returnUrl,
  redirect,
  onPaid,
}: Omit<CardPaymentFormProps, 'stripe' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    const confirm = { elements, confirmParams: { return_url: returnUrl } };
    const { error } =
      redirect === 'always'
        ? await stripe.confirmPayment(confirm)
        : await stripe.confirmPayment({ ...confirm, redirect: 'if_required' });
    setProcessing(false);
    if (error) {
      const description = error.message ?? 'Your payment could not be completed. Please try again.';
      toast({ title: 'Payment Failed', description, variant: 'destructive' });
      return;
    }
    onPaid?.();
  }

  return (
    <form aria-label="Card payment" onSubmit={submit} className="space-y-5">
      <PaymentElement />
      <Button type="submit" className="w-full" size="lg" disabled={!stripe || !elements || processing}>
        {processing ? 'Processing…' : submitLabel}
      </Button>
      <p className="flex items-center justify-center gap-2 text-sm text-muted">
        <Lock className="h-4 w-4" aria-hidden="true" /> Card details go straight to Stripe; we never see them.
      </p>
    </form>
  );
}
