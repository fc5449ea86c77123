/** The calls of the comments section: a story's thread, a new comment or reply, a report. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api';
import type { CommentForm, CommentSubmitted, CommentThread, StoryKind } from '../../../shared/comments';

export const threadKey = (kind: StoryKind, id: string) => ['/api/comments', kind, id] as const;
const threadUrl = (kind: StoryKind, id: string) => `/api/comments/${kind}/${encodeURIComponent(id)}`;

export const useCommentThread = (kind: StoryKind, id: string) =>
  useQuery({
    queryKey: threadKey(kind, id),
    queryFn: async () => (await apiRequest('GET', threadUrl(kind, id))).json() as Promise<CommentThread>,
  });

/** Sends a comment (or a reply, with `parentId`); a published one shows in the thread at once. */
export function useWriteComment(kind: StoryKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: CommentForm) =>
      (await apiRequest('POST', threadUrl(kind, id), form)).json() as Promise<CommentSubmitted>,
    onSuccess: (result) => {
      if (result.status === 'approved') void client.invalidateQueries({ queryKey: threadKey(kind, id) });
    },
  });
}

export const reportComment = (commentId: string, reason: string) =>
  apiRequest('POST', `/api/comments/${encodeURIComponent(commentId)}/flag`, { reason });
