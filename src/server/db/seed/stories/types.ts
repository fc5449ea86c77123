/**
 * The shapes of the magazine's demo content, one file per city. Dates are relative to the day the
 * seed runs, so the content stays current: an article `daysAgo`, an event `inDays` from today.
 */
import type { EventCategory } from '../../../../shared/event-choices';

export interface DemoArticle {
  title: string;
  /** One or two sentences. */
  excerpt: string;
  /** Several paragraphs separated by blank lines. */
  content: string;
  author: string;
  category:
    | 'Local Business'
    | 'Food & Dining'
    | 'Environment'
    | 'Community'
    | 'Youth'
    | 'News'
    | 'Sports & Recreation'
    | 'Arts & Culture';
  daysAgo: number;
  featured?: boolean;
}

export interface DemoBusiness {
  name: string;
  category: 'Food & Dining' | 'Retail' | 'Services' | 'Entertainment' | 'Health & Wellness' | 'Automotive';
  address: string;
  phone: string;
  website: string;
  email: string;
  description: string;
}

export interface DemoEvent {
  title: string;
  description: string;
  /** Days from today, or the Saturday or Sunday of this weekend (on a Sunday both are today). */
  inDays: number | 'saturday' | 'sunday';
  /** As an organiser writes it: "7:00 PM" or "10:00 AM - 2:00 PM". */
  time: string;
  location: string;
  /** 0 is free. */
  priceCents: number;
  category: EventCategory;
}

export interface DemoSpotlight {
  type: 'local_hero' | 'small_business' | 'artist_feature' | 'community_leader';
  title: string;
  featureName: string;
  description: string;
  content: string;
}

export interface CityContent {
  articles: DemoArticle[];
  businesses: DemoBusiness[];
  events: DemoEvent[];
  spotlights: DemoSpotlight[];
}
