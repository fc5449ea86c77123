import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema, type ContactMessage } from '../../../shared/contact';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input, inputClasses } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
/** Spec 001: the form only simulates sending, with a one-second pause. */
const SIMULATED_SEND_MS = 1000;

export function ContactForm() {
  const form = useForm<ContactMessage>({ resolver: zodResolver(contactMessageSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = form.handleSubmit(() => {
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      form.reset(EMPTY);
      toast({ title: 'Message Sent!', description: "Thanks for writing. We'll get back to you soon." });
    }, SIMULATED_SEND_MS);
  });

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <Field id="contact-name" label="Name" error={errors.name?.message}>
        {(p) => <Input {...p} required autoComplete="name" {...form.register('name')} />}
      </Field>
      <Field id="contact-email" label="Email" error={errors.email?.message}>
        {(p) => <Input {...p} type="email" required autoComplete="email" {...form.register('email')} />}
      </Field>
      <Field id="contact-subject" label="Subject" error={errors.subject?.message} className="space-y-1.5 sm:col-span-2">
        {(p) => <Input {...p} required {...form.register('subject')} />}
      </Field>
      <Field id="contact-message" label="Message" error={errors.message?.message} className="space-y-1.5 sm:col-span-2">
        {(p) => <textarea {...p} required rows={6} className={inputClasses} {...form.register('message')} />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
