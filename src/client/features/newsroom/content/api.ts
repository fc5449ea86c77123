import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContentItem,
  ArticleRevision,
  BulkAction,
  BulkResponse,
  CategoryInput,
  CategoryItem,
  ContentKind,
  Dashboard,
  DemoContentCount,
  DemoRemoveResult,
} from '../../../../shared/newsroom';
import { fetchPage, withQuery } from '../../../lib/list-fetch';
import { apiRequest } from '../../../lib/api';

/**
 * The staff content API. Keys start with the API path, so invalidating a kind's root refreshes its
 * lists and items at once; the dashboard is refreshed with every change too.
 */
const CONTENT = '/api/admin/content';
const CATEGORIES = '/api/admin/categories';
const DASHBOARD = '/api/admin/dashboard';

export interface ContentFilters {
  q?: string;
  city?: string;
  status?: string;
  category?: string;
  sort?: string;
  author?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export const newsroomKeys = {
  kind: (kind: ContentKind) => [CONTENT, kind] as const,
  list: (kind: ContentKind, filters: ContentFilters) => [CONTENT, kind, 'list', filters] as const,
  item: (kind: ContentKind, id: string) => [CONTENT, kind, id] as const,
  revisions: (id: string) => [CONTENT, 'articles', id, 'revisions'] as const,
  categories: [CATEGORIES] as const,
  dashboard: [DASHBOARD] as const,
  authors: ['/api/admin/content-authors'] as const,
  demo: ['/api/admin/demo-content'] as const,
};

const getJson = async <T>(url: string) => (await apiRequest('GET', url)).json() as Promise<T>;
export const itemUrl = (kind: ContentKind, id: string) => `${CONTENT}/${kind}/${encodeURIComponent(id)}`;

export function useContentList(kind: ContentKind, filters: ContentFilters) {
  return useQuery({
    queryKey: newsroomKeys.list(kind, filters),
    queryFn: () => fetchPage<AdminContentItem>(withQuery(`${CONTENT}/${kind}`, { ...filters })),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useContentItem(kind: ContentKind, id: string | undefined) {
  return useQuery({
    queryKey: newsroomKeys.item(kind, id ?? ''),
    queryFn: () => getJson<AdminContentItem>(itemUrl(kind, id ?? '')),
    enabled: Boolean(id),
  });
}

/** After any change: the kind's lists and the dashboard refetch; the item takes the server's answer. */
function useContentChanged(kind: ContentKind) {
  const queryClient = useQueryClient();
  return async (item?: AdminContentItem) => {
    if (item) queryClient.setQueryData(newsroomKeys.item(kind, item.id), item);
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: newsroomKeys.kind(kind),
        predicate: (q) => !item || q.queryKey[2] !== item.id,
      }),
      queryClient.invalidateQueries({ queryKey: newsroomKeys.dashboard }),
    ]);
  };
}

export function useCreateContent(kind: ContentKind) {
  const changed = useContentChanged(kind);
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await apiRequest('POST', `${CONTENT}/${kind}`, body)).json() as Promise<AdminContentItem>,
    onSuccess: (item) => changed(item),
  });
}

export function useUpdateContent(kind: ContentKind, id: string) {
  const changed = useContentChanged(kind);
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (await apiRequest('PATCH', itemUrl(kind, id), body)).json() as Promise<AdminContentItem>,
    onSuccess: (item) => changed(item),
  });
}

/** PATCH with the id in the call, for editors whose item gets its id while they type. */
export function useSaveContent(kind: ContentKind) {
  const changed = useContentChanged(kind);
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: Record<string, unknown> }) =>
      (await apiRequest('PATCH', itemUrl(kind, id), body)).json() as Promise<AdminContentItem>,
    onSuccess: (item) => changed(item),
  });
}

export function useDeleteContent(kind: ContentKind) {
  const changed = useContentChanged(kind);
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', itemUrl(kind, id));
    },
    onSuccess: () => changed(),
  });
}

export function useCategories() {
  return useQuery({ queryKey: newsroomKeys.categories, queryFn: () => getJson<CategoryItem[]>(CATEGORIES) });
}

function useCategoryMutation<V>(request: (vars: V) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => {
      await request(vars);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsroomKeys.categories }),
  });
}
export const useCreateCategory = () =>
  useCategoryMutation((body: CategoryInput) => apiRequest('POST', CATEGORIES, body));
export const useRenameCategory = () =>
  useCategoryMutation(({ id, name }: { id: string; name: string }) =>
    apiRequest('PATCH', `${CATEGORIES}/${encodeURIComponent(id)}`, { name }),
  );
export const useDeleteCategory = () =>
  useCategoryMutation((id: string) => apiRequest('DELETE', `${CATEGORIES}/${encodeURIComponent(id)}`));

export function useDashboard() {
  return useQuery({ queryKey: newsroomKeys.dashboard, queryFn: () => getJson<Dashboard>(DASHBOARD) });
}

export function useRevisions(articleId: string) {
  return useQuery({
    queryKey: newsroomKeys.revisions(articleId),
    queryFn: () => getJson<ArticleRevision[]>(`${itemUrl('articles', articleId)}/revisions`),
  });
}

export function useRestoreRevision(articleId: string) {
  const changed = useContentChanged('articles');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (revisionId: string) =>
      (
        await apiRequest(
          'POST',
          `${itemUrl('articles', articleId)}/revisions/${encodeURIComponent(revisionId)}/restore`,
        )
      ).json() as Promise<AdminContentItem>,
    onSuccess: async (item) => {
      await changed(item);
      await queryClient.invalidateQueries({ queryKey: newsroomKeys.revisions(articleId) });
    },
  });
}

/** One request for many items; the answer reports item by item (see bulkSummary). */
export function useBulkAction(kind: ContentKind) {
  const changed = useContentChanged(kind);
  return useMutation({
    mutationFn: async (body: { action: BulkAction; ids: string[]; category?: string }) =>
      (await apiRequest('POST', `${CONTENT}/${kind}/bulk`, body)).json() as Promise<BulkResponse>,
    onSuccess: () => changed(),
  });
}

export interface ContentAuthor {
  id: string;
  name: string;
}
export function useContentAuthors() {
  return useQuery({ queryKey: newsroomKeys.authors, queryFn: () => getJson<ContentAuthor[]>(newsroomKeys.authors[0]) });
}

/** Admins only: what "Remove all demo content" would take. */
export function useDemoContent(enabled: boolean) {
  return useQuery({
    queryKey: newsroomKeys.demo,
    queryFn: () => getJson<DemoContentCount>(newsroomKeys.demo[0]),
    enabled,
  });
}

export function useRemoveDemoContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest('POST', `${newsroomKeys.demo[0]}/remove`, { confirm: true })
      ).json() as Promise<DemoRemoveResult>,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
