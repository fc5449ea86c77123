import type { FormEvent } from 'react';
import type { City } from '../../../shared/cities';
import { CITIES, CITY_LABELS, isCity } from '../../../shared/cities';
import { VENT_POST_REQUIRED, type VentPostFormInput } from '../../../shared/vent-room';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { inputClasses } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { useState } from 'react';
import { readError } from '../../lib/api';
import { VENT_TEXT_HELD } from '../../../shared/vent-room';
import { useSubmitPost } from './api';
import { useVentForm } from './use-vent-form';
import { Field } from '../../components/ui/Field';
import { AnonymousCheckbox } from './AnonymousCheckbox';
import { AuthorFields } from './AuthorFields';
import { neighbourhoodOptions } from '../../lib/neighbourhood-options';

const blank = (city: City): VentPostFormInput => ({
  title: '',
  content: '',
  tags: '',
  authorName: '',
  authorEmail: '',
  isAnonymous: false,
  city,
});

/**
 * The "Share Your Thoughts" form; a new author's post waits for a moderator, a trusted author's appears at once.
 * The post's city starts as the one the reader is looking at (their edition under "All cities"), and they may
 * choose another.
 */
export function PostForm({ city, onDone }: { city: City; onDone: () => void }) {
  const submitPost = useSubmitPost();
  const [reminder, setReminder] = useState<string>();
  const form = useVentForm({
    schema: () => import('../../../shared/vent-room').then((m) => m.ventPostFormSchema),
    initial: blank(city),
    required: VENT_POST_REQUIRED,
    send: async (values) => {
      let result: { status: string };
      try {
        result = await submitPost.mutateAsync({ ...values, ...(reminder ? { postAnyway: true } : {}) });
      } catch (err) {
        const failure = readError(err, 'Failed to submit post');
        // The kindness reminder: the author may edit, or send the same text again to post anyway.
        if (failure.code === VENT_TEXT_HELD) {
          setReminder(failure.message);
          return;
        }
        form.showFieldErrors(err);
        toast({
          title: 'Error', // A limit explains itself (how long to wait); anything else is the spec's message.
          description: failure.code === 'RATE_LIMITED' ? failure.message : 'Failed to submit post',
          variant: 'destructive',
        });
        return;
      }
      setReminder(undefined);
      if (result.status === 'approved') toast({ title: 'Post published', description: 'Thank you for sharing.' });
      else
        toast({ title: 'Post submitted for review', description: 'A moderator will read it before it appears here.' });
      form.reset();
      onDone();
    },
  });
  const { values, errors, set } = form;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate aria-label="Share Your Thoughts" className="space-y-4">
        <div>
          <h2 className="text-xl font-semibold">Share your thoughts</h2>
          <p className="mt-1 text-sm text-muted">Everything but the tags is required. Your email is never shown.</p>
        </div>
        <Field label="City" error={errors.city}>
          {(p) => (
            <select
              {...p}
              className={`${inputClasses} h-11 cursor-pointer`}
              value={values.city ?? city}
              onChange={(e) => {
                if (!isCity(e.target.value)) return;
                set('city', e.target.value);
                // The neighbourhood chosen belonged to the city before.
                set('neighbourhood', '');
              }}
            >
              {CITIES.map((c) => (
                <option key={c} value={c}>
                  {CITY_LABELS[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Neighbourhood (optional)" error={errors.neighbourhood}>
          {(p) => (
            <select
              {...p}
              className={`${inputClasses} h-11 cursor-pointer`}
              value={typeof values.neighbourhood === 'string' ? values.neighbourhood : ''}
              onChange={(e) => set('neighbourhood', e.target.value)}
            >
              {neighbourhoodOptions(values.city ?? city).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Title" error={errors.title}>
          {(p) => (
            <input
              {...p}
              className={`${inputClasses} h-11`}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
            />
          )}
        </Field>
        <Field label="What's on your mind?" error={errors.content}>
          {(p) => (
            <textarea
              {...p}
              rows={5}
              className={inputClasses}
              value={values.content}
              onChange={(e) => set('content', e.target.value)}
            />
          )}
        </Field>
        <Field label="Tags (comma separated, optional)" error={errors.tags}>
          {(p) => (
            <input
              {...p}
              placeholder="transit, parking, noise"
              className={`${inputClasses} h-11`}
              value={values.tags ?? ''}
              onChange={(e) => set('tags', e.target.value)}
            />
          )}
        </Field>
        <AuthorFields values={values} errors={errors} onChange={set} />
        <AnonymousCheckbox
          label="Post anonymously"
          checked={values.isAnonymous ?? false}
          onChange={(v) => set('isAnonymous', v)}
        />
        {/* Hidden from people (and screen readers); bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input
              tabIndex={-1}
              autoComplete="off"
              value={values.website ?? ''}
              onChange={(e) => set('website', e.target.value)}
            />
          </label>
        </div>
        {reminder && (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {reminder} Edit your words, or press “Post Anyway”.
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitPost.isPending}>
            {submitPost.isPending ? 'Submitting...' : reminder ? 'Post Anyway' : 'Submit Post'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
