/** The Vent Room's public lists: approved posts, newest first, and a post's approved comments. */
import {
  ventCommentListQuerySchema,
  ventCommentSchema,
  ventPostListQuerySchema,
  ventPostSchema,
} from '../../../shared/vent-room';
import { definePublicList } from '../../platform/lists/define';
import { countApprovedPosts, listApprovedComments, listApprovedPosts } from './service';

export const ventPostList = definePublicList({
  name: 'vent-room',
  query: ventPostListQuerySchema,
  item: ventPostSchema,
  cached: true,
  read: ({ city, neighbourhood, limit, offset }, { db }) =>
    listApprovedPosts(db, { city, neighbourhood, limit, offset }),
  count: ({ city, neighbourhood }, { db }) => countApprovedPosts(db, { city, neighbourhood }),
});

/** A post's comments (the variant is the post's id), oldest first. */
export const ventCommentList = definePublicList({
  name: 'vent-room-comments',
  query: ventCommentListQuerySchema,
  item: ventCommentSchema,
  cached: true,
  read: ({ limit, offset }, { db, variant }) => listApprovedComments(db, variant, { limit, offset }),
});
