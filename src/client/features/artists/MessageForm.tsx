import { Send } from 'lucide-react';
import type { ArtistDetail } from '../../../shared/artists';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { FormAlert } from '../../components/ui/FormField';
import { inputClasses } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { readError } from '../../lib/api';
import { useSendMessage } from '../../lib/queries/artists';
import { useZodForm } from '../../lib/use-zod-form';

/** Delivered to the artist by e-mail on the server; the sender never learns the address. */
export function MessageForm({ artist }: { artist: ArtistDetail }) {
  // The message's checks load when the reader first focuses the field or sends the form.
  const { form, formError, preload } = useZodForm({
    schema: () => import('../../../shared/artists').then((m) => m.artistMessageSchema),
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
          description: readError(err, 'Your message could not be sent. Please try again.').message,
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`Message ${artist.name}`} className="mt-3 space-y-3">
      <FormAlert message={formError} />
      <Field label={`Your message to ${artist.name}`} error={form.formState.errors.message?.message}>
        {(p) => <textarea {...p} rows={5} className={inputClasses} onFocus={preload} {...form.register('message')} />}
      </Field>
      <Button type="submit" disabled={send.isPending}>
        <Send className="h-4 w-4" aria-hidden="true" /> {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
