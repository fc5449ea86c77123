import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import type { UseFormReturn } from 'react-hook-form';
import type { ContentSubmissionInput } from '../../../shared/submissions';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, readError } from '../../lib/api';
import { MY_SUBMISSIONS_KEY } from '../../lib/queries/keys';
import { MY_SUBMISSIONS_LINK } from './use-submit-form';

export const DRAFTS_URL = '/api/submissions/drafts';
const draftUrl = (id: string) => `${DRAFTS_URL}/${encodeURIComponent(id)}`;

/**
 * "Save draft" on the content form: the piece is kept for its writer (not sent to the editors) and
 * reopened from My submissions at /submit?draft=<id>. Sending a draft goes to its own address, so the
 * same piece is sent, not a copy.
 */
export function useContentDraft(form: UseFormReturn<ContentSubmissionInput>) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [draftId, setDraftId] = useState<string | null>(params.get('draft'));
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!draftId) return;
    let live = true;
    // The shared schemas load with the draft, as the form's own schema does (useZodForm).
    Promise.all([apiRequest('GET', draftUrl(draftId)), import('../../../shared/submissions')])
      .then(async ([res, { contentDraftViewSchema }]) => contentDraftViewSchema.parse(await res.json()))
      .then((d) => {
        if (!live) return;
        const { id: _id, savedAt: _at, ...values } = d;
        form.reset({
          ...form.getValues(),
          ...values,
          content: values.content ?? '',
          imageUrl: values.imageUrl ?? '',
          neighbourhood: values.neighbourhood ?? '',
        } as ContentSubmissionInput);
      })
      .catch(() => {
        if (!live) return;
        setMissing(true);
        setDraftId(null);
      });
    return () => {
      live = false;
    };
    // Loaded once per draft opened; later saves keep what is on screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remember = (id: string | null) => {
    setDraftId(id);
    setParams(
      (p) => {
        if (id) p.set('draft', id);
        else p.delete('draft');
        return p;
      },
      { replace: true },
    );
  };

  async function saveDraft() {
    const { contentDraftSchema } = await import('../../../shared/submissions');
    const checked = contentDraftSchema.safeParse(form.getValues());
    form.clearErrors();
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        form.setError(issue.path.join('.') as keyof ContentSubmissionInput, { message: issue.message });
      }
      return;
    }
    setSaving(true);
    try {
      const res = draftId
        ? await apiRequest('PUT', draftUrl(draftId), checked.data)
        : await apiRequest('POST', DRAFTS_URL, checked.data);
      remember(((await res.json()) as { id: string }).id);
      await queryClient.invalidateQueries({ queryKey: MY_SUBMISSIONS_KEY });
      toast({
        title: 'Draft saved',
        description: 'Only you can see it. Send it for review when it is ready.',
        link: MY_SUBMISSIONS_LINK,
      });
    } catch (error) {
      const problem = readError(error);
      for (const [path, message] of Object.entries(problem.fieldErrors)) {
        form.setError(path as keyof ContentSubmissionInput, { message });
      }
      toast({
        variant: 'destructive',
        title: 'Draft not saved',
        description: problem.message,
      });
    } finally {
      setSaving(false);
    }
  }

  return {
    draftId,
    /** The draft named in the address could not be opened (sent already, deleted, or someone else's). */
    missing,
    saving,
    saveDraft,
    sendUrl: () => (draftId ? `${draftUrl(draftId)}/submit` : '/api/submissions'),
    afterSent: () => {
      remember(null);
      void queryClient.invalidateQueries({ queryKey: MY_SUBMISSIONS_KEY });
    },
  };
}
