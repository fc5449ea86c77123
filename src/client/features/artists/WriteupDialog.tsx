import { useEffect } from 'react';
import type { ArtistWriteupFormInput } from '../../../shared/artists';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { inputClasses } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { isUnauthorizedError } from '../../lib/api';
import { signIn } from '../../lib/auth';
import { useArtists, useSubmitWriteup } from '../../lib/queries/artists';
import { useZodForm } from '../../lib/use-zod-form';
import { Field } from '../../components/ui/Field';
import { FormAlert } from '../../components/ui/FormField';
import { selectClasses } from '../../components/ui/Input';

/** Spec 001 section 9: the wait before an unauthenticated writer is sent to sign in. */
export const LOGIN_REDIRECT_MS = 500;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  author?: { name: string; email: string };
}

export function WriteupDialog({ open, onOpenChange, author }: Props) {
  const submitWriteup = useSubmitWriteup();
  // Same key as the unfiltered directory, so the page and the dialog share one request.
  const { data: artists = [] } = useArtists({ q: '', city: '', medium: '' });
  const defaultValues: ArtistWriteupFormInput = {
    artistId: '',
    title: '',
    content: '',
    tags: '',
    authorName: author?.name ?? '',
    authorEmail: author?.email ?? '',
  };
  // The write-up's checks load when the dialog opens (or, at the latest, when it is sent).
  const { form, formError, preload } = useZodForm({
    schema: () => import('../../../shared/artists').then((m) => m.artistWriteupFormSchema),
    defaultValues,
  });
  useEffect(() => {
    if (open) preload();
  }, [open, preload]);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await submitWriteup.mutateAsync(values);
    } catch (error) {
      if (error instanceof Error && isUnauthorizedError(error)) {
        toast({
          title: 'Authentication Required',
          description: 'Please log in to submit artist write-ups.',
          variant: 'destructive',
        });
        setTimeout(signIn, LOGIN_REDIRECT_MS);
        return;
      }
      toast({
        title: 'Submission Failed',
        description: 'There was an error submitting your write-up. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Success!',
      description: 'Your artist write-up has been submitted for review.',
      link: { label: 'See My submissions', href: '/account/submissions' },
    });
    form.reset(defaultValues);
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Submit Artist Write-Up"
      description="Tell the story of a local artist. Our editors review every write-up before it is published."
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label="Submit Artist Write-Up"
        className="max-h-[65vh] space-y-4 overflow-y-auto px-1 pb-1"
      >
        <FormAlert message={formError} />
        <Field label="Artist" error={errors.artistId?.message}>
          {(p) => (
            <select {...p} className={selectClasses} {...form.register('artistId')}>
              <option value="">Select an artist</option>
              {artists.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.medium})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Title" error={errors.title?.message}>
          {(p) => <input {...p} className={`${inputClasses} h-11`} {...form.register('title')} />}
        </Field>
        <Field label="Write-up" error={errors.content?.message}>
          {(p) => <textarea {...p} rows={7} className={inputClasses} {...form.register('content')} />}
        </Field>
        <Field label="Tags (comma separated, optional)" error={errors.tags?.message}>
          {(p) => (
            <input
              {...p}
              placeholder="jazz, murals, east end"
              className={`${inputClasses} h-11`}
              {...form.register('tags')}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Your name" error={errors.authorName?.message}>
            {(p) => (
              <input {...p} autoComplete="name" className={`${inputClasses} h-11`} {...form.register('authorName')} />
            )}
          </Field>
          <Field label="Your e-mail" error={errors.authorEmail?.message}>
            {(p) => (
              <input
                {...p}
                type="email"
                autoComplete="email"
                className={`${inputClasses} h-11`}
                {...form.register('authorEmail')}
              />
            )}
          </Field>
        </div>
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitWriteup.isPending}>
            {submitWriteup.isPending ? 'Submitting...' : 'Submit Write-Up'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
