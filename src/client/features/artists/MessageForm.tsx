import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { artistMessageSchema, type ArtistDetail } from '../../../shared/artists';
import { Button } from '../../components/ui/Button';
import { inputClasses } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { useSendMessage } from '../../lib/queries/artists';
import { Field } from '../../components/ui/Field';

/** Delivered to the artist by e-mail on the server; the sender never learns the address. */
export function MessageForm({ artist }: { artist: ArtistDetail }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const send = useSendMessage(artist.id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = artistMessageSchema.safeParse({ message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    send.mutate(parsed.data.message, {
      onSuccess: (res) => {
        toast({ title: 'Message Sent!', description: res.message });
        setMessage('');
      },
      onError: (err) =>
        toast({ title: 'Message Failed', description: serverMessage(err) ?? 'Your message could not be sent. Please try again.', variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Message ${artist.name}`} className="mt-3 space-y-3">
      <Field label={`Your message to ${artist.name}`} error={error}>
        {(p) => <textarea {...p} rows={5} value={message} onChange={(e) => setMessage(e.target.value)} className={inputClasses} />}
      </Field>
      <Button type="submit" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden="true" /> {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
