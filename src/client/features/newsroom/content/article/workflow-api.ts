import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentNote, Workflow } from '../../../../../shared/newsroom';
import { apiRequest } from '../../../../lib/api';

/** A story's workflow (assignee, staff to choose from, internal notes): its key, read and changes. */
const workflowKey = (id: string) => ['/api/admin/content', 'articles', id, 'workflow'] as const;
const base = (id: string) => `/api/admin/content/articles/${encodeURIComponent(id)}`;

export function useWorkflow(id: string) {
  return useQuery({
    queryKey: workflowKey(id),
    queryFn: async () => (await apiRequest('GET', `${base(id)}/workflow`)).json() as Promise<Workflow>,
  });
}

export function useAssign(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (assigneeId: string | null) =>
      (await apiRequest('PUT', `${base(id)}/assignee`, { assigneeId })).json() as Promise<Workflow>,
    onSuccess: (workflow) => client.setQueryData(workflowKey(id), workflow),
  });
}

export function useAddNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await apiRequest('POST', `${base(id)}/notes`, { body })).json() as Promise<ContentNote>,
    onSuccess: (note) =>
      client.setQueryData<Workflow>(workflowKey(id), (old) => (old ? { ...old, notes: [...old.notes, note] } : old)),
  });
}
