/**
 * Facebook Pages and Instagram business accounts through the Graph API with the Page's token.
 * Facebook: a link post on the Page feed, or a photo post with the caption. Instagram: a media
 * container from the picture's public address, polled until Meta has fetched it, then published.
 * Neither takes an idempotency key, so before posting again each looks for the post an earlier
 * attempt made (Facebook refuses a duplicate message; Instagram's latest media are checked).
 */
import { graphClient, type GraphClient } from './meta-graph';
import {
  PlatformError,
  type Engagement,
  type OutgoingPost,
  type PlatformClient,
  type SocialCredentials,
} from './types';

export interface MetaClientOptions {
  /** META_GRAPH_URL, version included; unset: https://graph.facebook.com/v21.0. */
  graphUrl?: string;
  /** Instagram: wait between container status checks, and how many checks before giving up. */
  pollIntervalMs?: number;
  maxPolls?: number;
}

interface Counted {
  summary?: { total_count?: number };
}
interface Insights {
  data?: { name: string; values?: { value?: number }[] }[];
}

function accountOf(credentials: SocialCredentials, what: string): string {
  if (!credentials.accountId) throw new PlatformError('reconnect', `The ${what} is not known; connect it again.`);
  return credentials.accountId;
}

/** A metric's lifetime value, when Meta gives insights for this post at all. */
async function insight(graph: GraphClient, id: string, metric: string): Promise<number | undefined> {
  try {
    const { data } = await graph.get<Insights>(`${id}/insights`, { metric });
    return data?.find((d) => d.name === metric)?.values?.[0]?.value;
  } catch (err) {
    if (err instanceof PlatformError && err.failure === 'rejected') return undefined;
    throw err;
  }
}

const sameText = (a: string | undefined, b: string) => (a ?? '').trim() === b.trim();

export function createFacebookClient(credentials: SocialCredentials, options: MetaClientOptions = {}): PlatformClient {
  const pageId = accountOf(credentials, 'Facebook Page');
  const graph = graphClient(options.graphUrl, credentials.accessToken);
  const postUrl = (id: string) => `https://www.facebook.com/${id}`;

  async function earlierPost(message: string) {
    const { data } = await graph.get<{ data?: { id: string; message?: string }[] }>(`${pageId}/posts`, {
      fields: 'id,message',
      limit: '10',
    });
    const match = data?.find((p) => sameText(p.message, message));
    return match ? { remoteId: match.id, url: postUrl(match.id) } : null;
  }

  return {
    platform: 'facebook',
    async whoAmI() {
      const page = await graph.get<{ id: string; name: string; username?: string }>(pageId, {
        fields: 'id,name,username',
      });
      return { handle: page.username ?? page.name, displayName: page.name };
    },
    async publish(post: OutgoingPost) {
      try {
        if (post.image) {
          const photo = await graph.post<{ id: string; post_id?: string }>(`${pageId}/photos`, {
            url: post.image.url,
            caption: post.text,
            ...(post.image.alt ? { alt_text_custom: post.image.alt } : {}),
          });
          const id = photo.post_id ?? photo.id;
          return { remoteId: id, url: postUrl(id) };
        }
        const created = await graph.post<{ id: string }>(`${pageId}/feed`, {
          message: post.text,
          ...(post.link ? { link: post.link } : {}),
        });
        return { remoteId: created.id, url: postUrl(created.id) };
      } catch (err) {
        // Meta refuses the same message twice: the earlier attempt got through.
        if (err instanceof PlatformError && /duplicate status message/i.test(err.message)) {
          const earlier = await earlierPost(post.text);
          if (earlier) return earlier;
        }
        throw err;
      }
    },
    async engagement(remoteId: string): Promise<Engagement> {
      const post = await graph.get<{ likes?: Counted; comments?: Counted; shares?: { count?: number } }>(remoteId, {
        fields: 'likes.summary(true).limit(0),comments.summary(true).limit(0),shares',
      });
      return {
        likes: post.likes?.summary?.total_count ?? 0,
        replies: post.comments?.summary?.total_count ?? 0,
        reposts: post.shares?.count ?? 0,
        impressions: await insight(graph, remoteId, 'post_impressions'),
      };
    },
    credentials: () => ({ ...credentials }),
  };
}

export function createInstagramClient(credentials: SocialCredentials, options: MetaClientOptions = {}): PlatformClient {
  const igUserId = accountOf(credentials, 'Instagram account');
  const graph = graphClient(options.graphUrl, credentials.accessToken);
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const maxPolls = options.maxPolls ?? 30;
  type Media = { id: string; caption?: string; permalink?: string };

  /** The post an earlier attempt published, among the account's latest. */
  async function earlierPost(caption: string) {
    const { data } = await graph.get<{ data?: Media[] }>(`${igUserId}/media`, {
      fields: 'id,caption,permalink',
      limit: '10',
    });
    const match = data?.find((m) => sameText(m.caption, caption));
    return match ? { remoteId: match.id, url: match.permalink } : null;
  }

  async function waitUntilReady(containerId: string): Promise<void> {
    for (let poll = 0; poll < maxPolls; poll++) {
      const container = await graph.get<{ status_code?: string; status?: string }>(containerId, {
        fields: 'status_code,status',
      });
      if (container.status_code === 'FINISHED') return;
      if (container.status_code === 'ERROR' || container.status_code === 'EXPIRED') {
        throw new PlatformError(
          'rejected',
          `Instagram could not use the picture: ${container.status ?? container.status_code}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    }
    throw new PlatformError('unavailable', 'Instagram is still processing the picture; trying again later.');
  }

  return {
    platform: 'instagram',
    async whoAmI() {
      const account = await graph.get<{ id: string; username: string; name?: string }>(igUserId, {
        fields: 'id,username,name',
      });
      return { handle: account.username, ...(account.name ? { displayName: account.name } : {}) };
    },
    async publish(post: OutgoingPost) {
      if (!post.image) throw new PlatformError('rejected', 'An Instagram post needs an image.');
      const earlier = await earlierPost(post.text);
      if (earlier) return earlier;
      const container = await graph.post<{ id: string }>(`${igUserId}/media`, {
        image_url: post.image.url,
        caption: post.text,
        ...(post.image.alt ? { alt_text: post.image.alt } : {}),
      });
      await waitUntilReady(container.id);
      const published = await graph.post<{ id: string }>(`${igUserId}/media_publish`, { creation_id: container.id });
      const media = await graph.get<Media>(published.id, { fields: 'id,permalink' });
      return { remoteId: published.id, ...(media.permalink ? { url: media.permalink } : {}) };
    },
    async engagement(remoteId: string): Promise<Engagement> {
      const media = await graph.get<{ like_count?: number; comments_count?: number }>(remoteId, {
        fields: 'like_count,comments_count',
      });
      return {
        likes: media.like_count,
        replies: media.comments_count,
        impressions: await insight(graph, remoteId, 'impressions'),
      };
    },
    credentials: () => ({ ...credentials }),
  };
}
