/** Helpers of the comments API tests: a reader's call, and a comment staff approved on the desk. */
import type { TestContext } from '../../test/app';

export function commentsApi(t: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  return {
    call,
    write: (cookie: string | undefined, kind: string, id: string, content: string, parentId?: string) =>
      call('POST', `/api/comments/${kind}/${id}`, cookie, { content, ...(parentId ? { parentId } : {}) }),
    thread: (kind: string, id: string) => call('GET', `/api/comments/${kind}/${id}`),
    decide: (staff: string, id: string, decision: 'approve' | 'reject') =>
      call('POST', `/api/admin/review/story-comment/${id}/decision`, staff, {
        decision,
        note: decision === 'reject' ? 'Not for this page.' : null,
      }),
  };
}
