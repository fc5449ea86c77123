import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button';
import { Input, inputClasses } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, serverMessage } from '../../lib/api';
import type { ContactMessageInput } from '../../../shared/contact';

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' };

/** The contact form: the message goes to the staff's contact desk and their inboxes. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const send = useMutation({
    mutationFn: (input: ContactMessageInput) => apiRequest('POST', '/api/contact', input),
    onSuccess: () => {
      setValues(EMPTY);
      toast({ title: 'Message Sent!', description: "Thanks for writing. We'll get back to you soon." });
    },
    onError: (error) =>
      toast({
        title: 'Your message was not sent',
        description: serverMessage(error) ?? 'Please check your connection and try again.',
        variant: 'destructive',
      }),
  });

  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(values);
  };

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor="contact-name">Name</Label>
        <Input
          id="contact-name"
          required
          maxLength={200}
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contact-email">Email</Label>
        <Input
          id="contact-email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
        />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input id="contact-subject" required maxLength={255} value={values.subject} onChange={set('subject')} />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="contact-message">Message</Label>
        <textarea
          id="contact-message"
          required
          maxLength={5000}
          rows={6}
          className={inputClasses}
          value={values.message}
          onChange={set('message')}
        />
      </div>
      {/* Hidden from people (and from screen readers); bots fill it in and are ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
