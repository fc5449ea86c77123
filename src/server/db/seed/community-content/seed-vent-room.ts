import { randomUUID } from 'node:crypto';
import type { Db } from '../../client';
import { ventComments, ventPosts } from '../../schema';
import { PUBLIC_STATUS, demoEmail, hoursBefore } from './helpers';
import { metroVents } from './vent-metro';
import { nycVents } from './vent-nyc';
import { upstateVents } from './vent-upstate';
import { placeIn } from '../neighbourhood-places';

export const demoVentPosts = [...upstateVents, ...metroVents, ...nycVents];

/**
 * Posts and comments are approved unless the content says pending. Anonymous rows still carry the
 * name and e-mail the poster typed (the form asks for both); hiding them is the API's job.
 */
export async function seedVentRoom(db: Db, now: Date): Promise<void> {
  const posts = demoVentPosts.map((p) => ({ ...p, id: randomUUID() }));
  await db.insert(ventPosts).values(
    posts.map((p) => ({
      id: p.id,
      title: p.title,
      content: p.content,
      authorName: p.authorName,
      authorEmail: demoEmail(p.authorName),
      city: p.city,
      neighbourhood: placeIn(p.city, p.title, p.content),
      isAnonymous: p.isAnonymous ?? false,
      status: p.status ?? PUBLIC_STATUS.vent,
      tags: p.tags,
      createdAt: hoursBefore(now, p.hoursAgo),
      updatedAt: hoursBefore(now, p.hoursAgo),
    })),
  );
  await db.insert(ventComments).values(
    posts.flatMap((p) =>
      p.comments.map((c) => ({
        postId: p.id,
        content: c.content,
        authorName: c.authorName,
        authorEmail: demoEmail(c.authorName),
        isAnonymous: c.isAnonymous ?? false,
        status: c.status ?? PUBLIC_STATUS.vent,
        createdAt: hoursBefore(now, c.hoursAgo),
      })),
    ),
  );
}
