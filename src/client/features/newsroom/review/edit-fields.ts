/** What the desk lets staff edit per kind, as form fields; the server checks them with the same schemas. */
import { CITIES, CITY_LABELS } from '../../../../shared/cities';
import type { ReviewKind } from '../../../../shared/review';
import { PHOTO_CATEGORIES } from '../../../../shared/submissions';

export interface EditField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'date' | 'select';
  options?: readonly { value: string; label: string }[];
}

const cityField: EditField = {
  name: 'city',
  label: 'City',
  kind: 'select',
  options: CITIES.map((c) => ({ value: c, label: CITY_LABELS[c] })),
};
const title: EditField = { name: 'title', label: 'Title' };

export const EDIT_FIELDS: Record<ReviewKind, EditField[]> = {
  content: [
    title,
    cityField,
    { name: 'description', label: 'Brief description', kind: 'textarea' },
    { name: 'content', label: 'Full content', kind: 'textarea' },
    { name: 'category', label: 'Category, genre or medium' },
    { name: 'imageUrl', label: 'Image address' },
    { name: 'eventDate', label: 'Event date', kind: 'date' },
    { name: 'eventTime', label: 'Event time' },
    { name: 'location', label: 'Location' },
  ],
  photo: [
    title,
    cityField,
    { name: 'description', label: 'Description', kind: 'textarea' },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      options: PHOTO_CATEGORIES.map((c) => ({ value: c, label: c })),
    },
    { name: 'location', label: 'Location' },
  ],
  writeup: [title, { name: 'content', label: 'Write-up', kind: 'textarea' }, { name: 'tags', label: 'Tags' }],
  spotlight: [
    title,
    cityField,
    { name: 'description', label: 'Brief description', kind: 'textarea' },
    { name: 'content', label: 'Full story', kind: 'textarea' },
    { name: 'imageUrl', label: 'Image address' },
    { name: 'featuredDate', label: 'Live from', kind: 'date' },
  ],
  contributor: [cityField, { name: 'bio', label: 'Bio', kind: 'textarea' }],
  sports: [
    title,
    cityField,
    { name: 'content', label: 'Story', kind: 'textarea' },
    { name: 'imageUrl', label: 'Image address' },
  ],
  'vent-post': [title, { name: 'content', label: 'Post', kind: 'textarea' }, { name: 'tags', label: 'Tags' }],
  'vent-comment': [{ name: 'content', label: 'Comment', kind: 'textarea' }],
  'story-comment': [{ name: 'content', label: 'Comment', kind: 'textarea' }],
};

/** The stored value as the form shows it (dates as yyyy-mm-dd). */
export function initialValue(details: Record<string, unknown>, field: EditField): string {
  const value = details[field.name];
  if (typeof value !== 'string') return '';
  return field.kind === 'date' ? value.slice(0, 10) : value;
}
