import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReplyEmailSetting } from '../../../shared/comments';
import { apiRequest, readError } from '../../lib/api';
import { Card } from '../../components/ui/Card';
import { FormAlert } from '../../components/ui/FormField';

const KEY = ['/api/comments/settings'] as const;

/** Whether the reader gets the hourly e-mail about replies to their comments (the e-mail's unsubscribe turns it off). */
export function ReplyEmailsSetting() {
  const client = useQueryClient();
  const setting = useQuery({
    queryKey: KEY,
    queryFn: async () => (await apiRequest('GET', KEY[0])).json() as Promise<ReplyEmailSetting>,
  });
  // The box shows the choice at once (set in the click itself); a failed save puts it back and says so.
  const [choice, setChoice] = useState<boolean>();
  const save = useMutation({
    mutationFn: async (on: boolean) =>
      (await apiRequest('PUT', KEY[0], { replyEmails: on })).json() as Promise<ReplyEmailSetting>,
    onError: () => setChoice(undefined),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      setChoice(undefined);
    },
  });
  return (
    <section aria-labelledby="reply-emails-heading" className="space-y-4">
      <h2 id="reply-emails-heading" className="text-2xl font-semibold">
        Replies to your comments
      </h2>
      <Card className="space-y-3 p-6 sm:p-8">
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand"
            checked={choice ?? setting.data?.replyEmails ?? false}
            disabled={!setting.data || save.isPending}
            onChange={(e) => {
              setChoice(e.target.checked);
              save.mutate(e.target.checked);
            }}
          />
          <span>E-mail me when someone replies to my comments (at most once an hour)</span>
        </label>
        {save.isError && <FormAlert message={readError(save.error, 'Your choice could not be saved.').message} />}
      </Card>
    </section>
  );
}
