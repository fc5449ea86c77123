import { SPOTLIGHT_TYPES } from '../../../../shared/spotlight-types';
import { ARTIST_MEDIUMS } from '../../../../shared/artist-constants';
import type { ContentKind } from '../../../../shared/newsroom';
import { LEAGUES, SPORTS, SPORTS_CATEGORIES } from '../../../../shared/sports';
import type { Choice } from './kind-config';
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS } from '../../../../shared/event-choices';

/** One field of a kind's form; publishing fields (status, date, city) live in the side panel. */
export interface FieldSpec {
  name: string;
  label: string;
  type:
    | 'text'
    | 'email'
    | 'url'
    | 'tel'
    | 'textarea'
    | 'select'
    | 'category'
    | 'image'
    | 'images'
    | 'checkbox'
    | 'datetime'
    | 'date'
    | 'number'
    | 'list'
    | 'hours';
  hint?: string;
  rows?: number;
  choices?: Choice[];
  /** A select that may be left empty (the field is optional). */
  optional?: boolean;
  /** Spans both columns. */
  wide?: boolean;
}

const t = (name: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  type: 'text',
  ...extra,
});
const area = (name: string, label: string, rows = 6): FieldSpec => ({
  name,
  label,
  type: 'textarea',
  rows,
  wide: true,
});
const choose = (values: readonly string[]) =>
  values.map((v) => ({ value: v, label: v.replace(/(^|[\s_])\w/g, (m) => m.toUpperCase()).replace(/_/g, ' ') }));
const image = (name = 'imageUrl', label = 'Image'): FieldSpec => ({ name, label, type: 'image', wide: true });

/** The fields of every kind except articles, which have their own editor. */
export const CONTENT_FORM_FIELDS: Record<Exclude<ContentKind, 'articles'>, FieldSpec[]> = {
  businesses: [
    t('name', 'Name', { wide: true }),
    { name: 'category', label: 'Category', type: 'category' },
    t('address', 'Address'),
    t('phone', 'Phone', { type: 'tel' }),
    t('email', 'E-mail', { type: 'email', hint: 'The business’s public address, shown on its page.' }),
    t('website', 'Website', { type: 'url', wide: true }),
    area('description', 'Description'),
    image(),
    { name: 'openingHours', label: 'Opening hours', type: 'hours', wide: true },
  ],
  events: [
    t('title', 'Title', { wide: true }),
    { name: 'startsAt', label: 'Starts', type: 'datetime' },
    { name: 'endsAt', label: 'Ends', type: 'datetime', hint: 'Optional. Leave empty when there is no set end.' },
    t('location', 'Location', { wide: true }),
    {
      name: 'priceCents',
      label: 'Price in cents',
      type: 'number',
      hint: 'Optional. 0 for a free event, 1250 for $12.50; empty when not known.',
    },
    {
      name: 'category',
      label: 'Category',
      type: 'select',
      choices: EVENT_CATEGORIES.map((c) => ({ value: c, label: EVENT_CATEGORY_LABELS[c] })),
      optional: true,
    },
    area('description', 'Description'),
    image(),
  ],
  deals: [
    t('title', 'Title', { wide: true }),
    { name: 'category', label: 'Category', type: 'category' },
    t('couponCode', 'Coupon code'),
    t('businessName', 'Business name'),
    t('businessEmail', 'Business e-mail', {
      type: 'email',
      hint: 'Kept private; for the newsroom to reach the business.',
    }),
    t('businessPhone', 'Business phone', { type: 'tel' }),
    t('businessAddress', 'Business address'),
    t('website', 'Website', { type: 'url', wide: true }),
    t('originalPrice', 'Original price', { hint: 'e.g. 40.00' }),
    t('discountPrice', 'Discount price', { hint: 'e.g. 29.99' }),
    { name: 'discountPercent', label: 'Discount (%)', type: 'number' },
    { name: 'validUntil', label: 'Valid until', type: 'datetime' },
    area('description', 'Description', 4),
    area('termsConditions', 'Terms and conditions', 3),
    image(),
    { name: 'isFeatured', label: 'Featured deal', type: 'checkbox' },
  ],
  resources: [
    t('name', 'Name', { wide: true }),
    { name: 'category', label: 'Category', type: 'category' },
    t('phone', 'Phone', { type: 'tel' }),
    t('address', 'Address'),
    t('email', 'E-mail', { type: 'email' }),
    t('website', 'Website', { type: 'url', wide: true }),
    t('hours', 'Hours', { hint: 'As written, e.g. “Mon–Fri 9am–5pm”.' }),
    area('description', 'Description', 4),
    area('services', 'Services', 3),
    image(),
    { name: 'isEmergency', label: 'Emergency or crisis service', type: 'checkbox' },
  ],
  fashion: [
    t('title', 'Title', { wide: true }),
    { name: 'category', label: 'Category', type: 'category' },
    t('brand', 'Brand'),
    t('designer', 'Designer'),
    t('style', 'Style'),
    t('season', 'Season'),
    t('priceRange', 'Price'),
    t('location', 'Location'),
    t('website', 'Website', { type: 'url' }),
    { name: 'sizes', label: 'Sizes', type: 'list', hint: 'Separated by commas, e.g. S, M, L' },
    t('tags', 'Tags', { hint: 'Separated by commas' }),
    area('description', 'Description', 5),
    image(),
    { name: 'additionalImages', label: 'More images', type: 'images', wide: true },
  ],
  sports: [
    t('title', 'Title', { wide: true }),
    { name: 'sport', label: 'Sport', type: 'select', choices: choose(SPORTS) },
    { name: 'category', label: 'Kind of story', type: 'select', choices: choose(SPORTS_CATEGORIES), optional: true },
    { name: 'league', label: 'League', type: 'select', choices: choose(LEAGUES), optional: true },
    t('team', 'Team'),
    t('playerName', 'Player'),
    { name: 'gameDate', label: 'Game date', type: 'date' },
    t('score', 'Score'),
    t('location', 'Location'),
    t('season', 'Season'),
    t('authorName', 'Author', { hint: 'Your name when left empty.' }),
    t('tags', 'Tags', { hint: 'Separated by commas' }),
    t('videoUrl', 'Video', { type: 'url', wide: true }),
    area('content', 'Story', 12),
    image(),
    { name: 'isFeatured', label: 'Featured story', type: 'checkbox' },
  ],
  spotlights: [
    { name: 'type', label: 'Type', type: 'select', choices: choose(SPOTLIGHT_TYPES) },
    t('featureName', 'Name of the person or business'),
    t('title', 'Title', { wide: true }),
    area('description', 'Description', 4),
    area('content', 'Story', 10),
    t('contactInfo', 'Contact'),
    t('socialLinks', 'Social links'),
    { name: 'featuredDate', label: 'Featured date', type: 'datetime' },
    image(),
    { name: 'additionalImages', label: 'More images', type: 'images', wide: true },
    { name: 'isActive', label: 'Active spotlight', type: 'checkbox' },
  ],
  artists: [
    t('name', 'Name', { wide: true }),
    { name: 'medium', label: 'Medium', type: 'select', choices: choose(ARTIST_MEDIUMS) },
    t('style', 'Style'),
    t('location', 'Location'),
    t('phone', 'Phone', { type: 'tel' }),
    t('email', 'E-mail', { type: 'email' }),
    t('website', 'Website', { type: 'url' }),
    t('portfolioUrl', 'Portfolio', { type: 'url' }),
    t('socialLinks', 'Social links', { wide: true }),
    area('bio', 'Bio', 6),
    image('imageUrl', 'Profile image'),
    { name: 'portfolioImages', label: 'Portfolio images', type: 'images', wide: true },
    { name: 'emailIsPublic', label: 'Show the e-mail address on the artist’s page', type: 'checkbox' },
    { name: 'isAvailable', label: 'Available for commissions', type: 'checkbox' },
  ],
};
