import { useState } from 'react';
import { COMMENT_MAX_LENGTH, type StoryKind } from '../../../shared/comment-limits';
import { useZodForm } from '../../lib/use-zod-form';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { FormAlert } from '../ui/FormField';
import { inputClasses } from '../ui/Input';
import { toast } from '../ui/use-toast';
import { useWriteComment } from '../../lib/queries/comments';

interface Props {
  kind: StoryKind;
  storyId: string;
  /** Set for a reply: the comment answered. */
  parentId?: string;
  label: string;
  onDone?: () => void;
}

/** A comment or a reply. A new author's comment waits for staff, and the form says so where it was sent. */
export function CommentForm({ kind, storyId, parentId, label, onDone }: Props) {
  const write = useWriteComment(kind, storyId);
  const [held, setHeld] = useState<string>();
  const { form, formError, showFailure, preload } = useZodForm({
    schema: () => import('../../../shared/comments').then((m) => m.commentFormSchema),
    defaultValues: { content: '', ...(parentId ? { parentId } : {}) },
  });
  const error = form.formState.errors.content?.message;
  const onSubmit = form.handleSubmit(async (values) => {
    setHeld(undefined);
    try {
      const result = await write.mutateAsync(values);
      const published = result.status === 'approved';
      toast({ title: 'Comment submitted', description: published ? 'Thank you for joining in.' : result.message });
      if (!published) setHeld(result.message);
      form.reset();
      if (published) onDone?.();
    } catch (err) {
      showFailure(err, 'Your comment could not be sent. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="space-y-3">
      <FormAlert message={formError} />
      {held && <FormAlert tone="success" message={held} />}
      <Field
        label={parentId ? 'Your reply' : 'Your comment'}
        error={error}
        hint={`Up to ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`}
      >
        {(p) => (
          <textarea
            {...p}
            rows={parentId ? 3 : 4}
            className={inputClasses}
            onFocus={preload}
            {...form.register('content')}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={write.isPending}>
          {write.isPending ? 'Sending…' : parentId ? 'Post reply' : 'Post comment'}
        </Button>
        {onDone && (
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
