import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { Input, inputClasses } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { formatCount } from '../../../shared/numbers';
import { CONTACT_LIMITS, type ContactMessageInput } from '../../../shared/contact';

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' };

/**
 * The contact form: the message goes to the staff's contact desk and their inboxes. Each field says
 * what is wrong beside it (the shared schema's words, the server's the same); a message longer than
 * the limit is refused with its count, never cut short.
 */
export function ContactForm() {
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/contact').then((m) => m.contactMessageSchema),
    defaultValues: EMPTY,
  });
  const send = useMutation({ mutationFn: (input: ContactMessageInput) => apiRequest('POST', '/api/contact', input) });
  const errors = form.formState.errors;
  const length = form.watch('message')?.length ?? 0;

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await send.mutateAsync(values);
    } catch (error) {
      const reason = showFailure(error, 'Please check your connection and try again.');
      setFormError(reason ? `Your message was not sent. ${reason}` : 'Your message was not sent.');
      return;
    }
    form.reset(EMPTY);
    toast({ title: 'Message Sent!', description: "Thanks for writing. We'll get back to you soon." });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Contact us" className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormAlert message={formError} />
      </div>
      <FormField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field label="Subject" className="space-y-1.5 sm:col-span-2" error={errors.subject?.message}>
        {(control) => <Input {...control} {...form.register('subject')} />}
      </Field>
      <Field
        label="Message"
        className="space-y-1.5 sm:col-span-2"
        error={errors.message?.message}
        hint={`${formatCount(length)} of ${formatCount(CONTACT_LIMITS.message)} characters`}
      >
        {(control) => <textarea {...control} rows={6} className={inputClasses} {...form.register('message')} />}
      </Field>
      {/* Hidden from people (and from screen readers); bots fill it in and are ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
