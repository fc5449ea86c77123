import { useRef, useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { Link } from 'wouter';
import { CITIES, CITY_LABELS, isCity, type City } from '../../../shared/cities';
import { useSiteSettings } from '../../lib/site-settings';
import { readError } from '../../lib/api';
import { useEdition } from '../../lib/use-city';
import { Button } from '../ui/Button';
import { Input } from '../ui/Input';
import { toast } from '../ui/use-toast';
import { useSubscribeNewsletter } from './newsletter-api';

/**
 * The address's checks (the shared schema, and zod with it: about 27 KB compressed) load when the
 * reader first focuses the field or sends the form. When they cannot be loaded (offline, or the site
 * changed since the page loaded) nothing is sent, the field says so, and the next try asks again.
 */
const loadChecks = () => import('./newsletter-checks').then((m) => m.checkAddress);
const CHECKS_UNAVAILABLE = 'Could not check the address just now. Please try again.';
async function check(email: string): Promise<{ email: string } | { error: string }> {
  const checkAddress = await loadChecks().catch(() => undefined);
  return checkAddress ? checkAddress(email) : { error: CHECKS_UNAVAILABLE };
}

/** "Stay Connected": the weekly newsletter sign-up shown above the footer on every page. */
const NEWSLETTER_SUCCESS =
  "You've been subscribed to our newsletter. Check your inbox and open the link we sent to confirm your address.";

/**
 * One field, so no form library: it would be code every page loads when the browser is idle. As the
 * site's other forms behave: the address is checked when sent; after a failed try, again as it is
 * typed, so the message goes once the address is right; the field takes the focus with its message.
 * The field keeps its own value (not React state), so an address typed into the server's form before
 * this code took it over stays and is the one sent.
 */
export function NewsletterSection() {
  const subscribe = useSubscribeNewsletter();
  // The edition being read, unless the reader picks another one for their inbox.
  const { defaultCity } = useSiteSettings();
  const edition = useEdition() ?? defaultCity;
  const [chosenCity, setChosenCity] = useState<City>();
  const city = chosenCity ?? edition;
  const [fieldError, setFieldError] = useState<string>();
  const [tried, setTried] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The answer to the latest check wins: an earlier one still loading must not overwrite it.
  const latest = useRef(0);

  // A send under way (its check, then the request): a second press does not send the address twice.
  const sending = useRef(false);

  const recheck = async (value: string) => {
    const ticket = ++latest.current;
    const checked = await check(value);
    if (ticket === latest.current) setFieldError('error' in checked ? checked.error : undefined);
    return checked;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setTried(true);
    // Read from the field itself: what the reader typed before this code took over the server's form counts.
    const checked = await recheck(field.current?.value ?? '');
    if ('error' in checked) {
      sending.current = false;
      field.current?.focus();
      return;
    }
    subscribe.mutate(
      { email: checked.email, city },
      {
        onSuccess: () => {
          // Spec 000's words, then the step double opt-in asks for: nothing is sent until the link is opened.
          toast({ title: 'Success!', description: NEWSLETTER_SUCCESS });
          if (field.current) field.current.value = '';
          setTried(false);
        },
        onSettled: () => {
          sending.current = false;
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Error',
            description: readError(error, 'Failed to subscribe. Please try again.').message,
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby="newsletter-heading" className="bg-brand text-white">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
        <Mail className="mx-auto h-8 w-8 text-white/80" aria-hidden="true" />
        <h2 id="newsletter-heading" className="mt-3 text-3xl font-semibold sm:text-4xl">
          Stay Connected
        </h2>
        <p className="mt-3 text-lg text-white/90">
          Get the latest local news and event updates delivered to your inbox weekly
        </p>
        <form
          onSubmit={(event) => void onSubmit(event)}
          className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <Input
            id="newsletter-email"
            type="email"
            required
            autoComplete="email"
            placeholder="Enter your email address"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'newsletter-email-error' : undefined}
            className="flex-1 border-white focus-visible:outline-white"
            name="email"
            ref={field}
            onChange={(event) => {
              if (tried) void recheck(event.target.value);
            }}
            onFocus={() => void loadChecks().catch(() => undefined)}
          />
          <label htmlFor="newsletter-city" className="sr-only">
            Edition
          </label>
          <select
            id="newsletter-city"
            name="city"
            value={city}
            onChange={(event) => {
              if (isCity(event.target.value)) setChosenCity(event.target.value);
            }}
            className="h-11 cursor-pointer rounded-md border border-white bg-white px-3 text-sm font-semibold text-ink focus-visible:outline-white"
          >
            {CITIES.map((c) => (
              <option key={c} value={c}>
                {CITY_LABELS[c]}
              </option>
            ))}
          </select>
          <Button type="submit" variant="light" size="lg" className="h-11 font-semibold" disabled={subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </Button>
        </form>
        {fieldError && (
          <p id="newsletter-email-error" role="alert" className="mt-2 text-sm font-medium text-white">
            {fieldError}
          </p>
        )}
        <p className="mt-4 text-sm text-white/80">We respect your privacy. Unsubscribe at any time.</p>
        <p className="mt-2 text-sm">
          <Link href="/newsletter" className="font-medium text-white underline underline-offset-4 hover:text-white/90">
            Read past editions
          </Link>
        </p>
      </div>
    </section>
  );
}
