import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { artistMessageSchema, type ArtistDetail, type ArtistMessageInput } from '../../../shared/artists';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { inputClasses } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { useSendMessage } from '../../lib/queries/artists';

/** Delivered to the artist by e-mail on the server; the sender never learns the address. */
export function MessageForm({ artist }: { artist: ArtistDetail }) {
  const form = useForm<ArtistMessageInput>({
    resolver: zodResolver(artistMessageSchema),
    defaultValues: { message: '' },
  });
  const send = useSendMessage(artist.id);

  const submit = form.handleSubmit(({ message }) =>
    send.mutate(message, {
      onSuccess: (res) => {
        toast({ title: 'Message Sent!', description: res.message });
        form.reset({ message: '' });
      },
      onError: (err) =>
        toast({
          title: 'Message Failed',
          description: serverMessage(err) ?? 'Your message could not be sent. Please try again.',
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`Message ${artist.name}`} className="mt-3 space-y-3">
      <Field label={`Your message to ${artist.name}`} error={form.formState.errors.message?.message}>
        {(p) => <textarea {...p} rows={5} className={inputClasses} {...form.register('message')} />}
      </Field>
      <Button type="submit" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden="true" /> {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
