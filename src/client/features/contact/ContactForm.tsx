import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Input, inputClasses } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/use-toast';

const EMPTY = { name: '', email: '', subject: '', message: '' };
/** Spec 001: the form only simulates sending, with a one-second pause. */
const SIMULATED_SEND_MS = 1000;

export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      setValues(EMPTY);
      toast({ title: 'Message Sent!', description: "Thanks for writing. We'll get back to you soon." });
    }, SIMULATED_SEND_MS);
  };

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor="contact-name">Name</Label>
        <Input id="contact-name" required autoComplete="name" value={values.name} onChange={set('name')} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="contact-email">Email</Label>
        <Input id="contact-email" type="email" required autoComplete="email" value={values.email} onChange={set('email')} />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="contact-subject">Subject</Label>
        <Input id="contact-subject" required value={values.subject} onChange={set('subject')} />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="contact-message">Message</Label>
        <textarea id="contact-message" required rows={6} className={inputClasses} value={values.message} onChange={set('message')} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending}>{sending ? 'Sending...' : 'Send Message'}</Button>
      </div>
    </form>
  );
}
