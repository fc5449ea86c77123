/** An artist's gallery pictures and music tracks, added and edited one by one in the newsroom. */
import { z } from 'zod';
import { linkSchema, opt, optLink, req } from './fields';

const galleryItemFields = z.object({
  title: req('Title', 255),
  description: opt('Description', 5000),
  imageUrl: linkSchema('Image'),
});
const musicTrackFields = z.object({
  title: req('Title', 255),
  /** Performer as shown; the artist's name when left out. */
  artist: opt('Performer', 200),
  genre: req('Genre', 100),
  description: opt('Description', 5000),
  audioUrl: linkSchema('Audio'),
  imageUrl: optLink('Image'),
  /** Seconds. */
  duration: z.number().int().min(0).max(86_400).nullable().optional(),
  isLocal: z.boolean().optional(),
});

export const galleryItemCreateSchema = galleryItemFields;
export const galleryItemUpdateSchema = galleryItemFields.partial();
export const musicTrackCreateSchema = musicTrackFields;
export const musicTrackUpdateSchema = musicTrackFields.partial();
export type GalleryItemInput = z.infer<typeof galleryItemFields>;
export type MusicTrackInput = z.infer<typeof musicTrackFields>;
