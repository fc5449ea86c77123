/** Reads of the demo site's public API, for specs that look for a story or a business to open. */
import { expect } from './fixtures';
import { baseURL } from './env';

export interface Article {
  id: string;
  title: string;
  content: string;
}
export interface Business {
  id: string;
  name: string;
  description: string;
}

export async function api<T>(path: string): Promise<T> {
  const res = await fetch(new URL(path, baseURL()));
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

export async function someArticle(): Promise<Article> {
  const [summary] = await api<{ id: string }[]>('/api/articles?city=rochester&limit=1');
  return api<Article>(`/api/articles/${summary!.id}`);
}
