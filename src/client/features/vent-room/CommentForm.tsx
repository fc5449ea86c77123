import type { FormEvent } from 'react';
import { VENT_COMMENT_REQUIRED, type VentCommentFormInput } from '../../../shared/vent-room';
import { Button } from '../../components/ui/Button';
import { inputClasses } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { useSubmitComment } from './api';
import { useVentForm } from './use-vent-form';
import { Field } from '../../components/ui/Field';
import { AnonymousCheckbox } from './AnonymousCheckbox';
import { AuthorFields } from './AuthorFields';

/** A new author's reply waits for review, so the thanks says so; a trusted author's appears at once. */
export function CommentForm({ postId, postTitle }: { postId: string; postTitle: string }) {
  const submitComment = useSubmitComment();
  const initial: VentCommentFormInput = { content: '', authorName: '', authorEmail: '', isAnonymous: false, postId };
  const form = useVentForm({
    schema: () => import('../../../shared/vent-room').then((m) => m.ventCommentFormSchema),
    initial,
    required: VENT_COMMENT_REQUIRED,
    send: async (values) => {
      let result: { status: string };
      try {
        result = await submitComment.mutateAsync(values);
      } catch {
        toast({ title: 'Error', description: 'Failed to submit comment', variant: 'destructive' });
        return;
      }
      if (result.status === 'approved') toast({ title: 'Comment published', description: 'Thank you for joining in.' });
      else toast({ title: 'Comment submitted', description: 'It will appear once a moderator has read it.' });
      form.reset();
    },
  });
  const { values, errors, set } = form;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Comment on ${postTitle}`}
      className="space-y-3 rounded-md bg-paper p-4"
    >
      <Field label="Your comment" error={errors.content}>
        {(p) => (
          <textarea
            {...p}
            rows={3}
            className={inputClasses}
            value={values.content}
            onChange={(e) => set('content', e.target.value)}
          />
        )}
      </Field>
      <AuthorFields compact values={values} errors={errors} onChange={set} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AnonymousCheckbox
          label="Comment anonymously"
          checked={values.isAnonymous ?? false}
          onChange={(v) => set('isAnonymous', v)}
        />
        <Button type="submit" size="sm" disabled={submitComment.isPending}>
          {submitComment.isPending ? 'Sending...' : 'Add Comment'}
        </Button>
      </div>
    </form>
  );
}
