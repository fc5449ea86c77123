/** Tests: whether a visitor can see an item right now, through its detail or its public list. */
import type { TestContext } from '../../../test/app';
import type { ContentKind } from '../../../../shared/newsroom/content';

export async function isVisible(t: TestContext, kind: ContentKind, id: string): Promise<boolean> {
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const inList = async (url: string) => {
    const res = await get(url);
    return res.statusCode === 200 && res.json<{ id: string }[]>().some((i) => i.id === id);
  };
  const detail = async (url: string) => (await get(url)).statusCode === 200;
  switch (kind) {
    case 'articles':
      return detail(`/api/articles/${id}`);
    case 'businesses':
      return detail(`/api/businesses/${id}`);
    case 'events':
      return detail(`/api/events/${id}`);
    case 'artists':
      return detail(`/api/artists/${id}`);
    case 'spotlights': {
      const res = await get('/api/spotlights/current/local_hero?city=rochester');
      return res.statusCode === 200 && res.json<{ id: string }>().id === id;
    }
    default:
      return inList(`/api/${kind}?city=rochester&limit=100`);
  }
}
