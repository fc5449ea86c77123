/** Contracts of the plain directories (fashion, deals, resources) and the paging every public list shares. */
import { z } from 'zod';
import { CITIES } from './cities';
import { optionalChoice, publicPaging } from './query-params';

/** `limit` (default 50, at most 100) and `offset` of every public list. */
export const paginationQuery = z.object(publicPaging());
export { optionalChoice };

export const cityQuery = paginationQuery.extend({ city: optionalChoice('city', CITIES) });
export type CityQuery = z.input<typeof cityQuery>;

export const fashionItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  designer: z.string().nullable(),
  category: z.string(),
  /** As written by the seller ("$40-$60"). */
  price: z.string().nullable(),
  description: z.string(),
  sizes: z.array(z.string()),
  imageUrl: z.string(),
  style: z.string().nullable(),
  season: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  tags: z.string().nullable(),
  city: z.string(),
});
export type FashionItem = z.infer<typeof fashionItemSchema>;

/** Money comes as a decimal string ("12.50") so no cent is lost; the business's e-mail is never sent. */
export const dealSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  discountPercent: z.number().int().nullable(),
  originalPrice: z.string().nullable(),
  discountPrice: z.string().nullable(),
  description: z.string(),
  businessName: z.string(),
  validUntil: z.string().nullable(),
  couponCode: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessPhone: z.string().nullable(),
  website: z.string().nullable(),
  termsConditions: z.string().nullable(),
  isFeatured: z.boolean(),
  city: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

/** The spec's resource shape (title, contactInfo, location) plus the stored details behind them. */
export const resourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
  contactInfo: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  hours: z.string().nullable(),
  services: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isEmergency: z.boolean(),
  city: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;
