/** What every source of the desk's queue shares: the filter, the row shape and the queue condition. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReviewItem, ReviewStage } from '../../../shared/review';
import { storedStatuses } from './stages';

export interface Filter {
  stage: ReviewStage;
  city?: string;
}

export type Draft = Omit<
  ReviewItem,
  'kind' | 'stage' | 'reviewedByName' | 'details' | 'submittedAt' | 'reviewedAt' | 'publishedAs'
> & {
  submittedAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  publishedId?: string | null;
  row: Record<string, unknown>;
};

type Column = Parameters<typeof eq>[0];
export const inCity = (column: Column, city?: string) => (city ? eq(column, city) : undefined);
/** A kind's rows at the filter's stage (and city): the same condition for its list and its count. */
export const inQueue = (status: Column, city: Column, kind: Parameters<typeof storedStatuses>[0], f: Filter) =>
  and(inArray(status, storedStatuses(kind, f.stage)), inCity(city, f.city));

/** One kind's rows and its count, by the same filter. */
export interface Source {
  rows(db: Db, f: Filter, limit: number): Promise<Draft[]>;
  count(db: Db, f: Filter): Promise<number>;
}

export const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
