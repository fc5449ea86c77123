/** What every source of the desk's queue shares: the filter, the row shape, the queue condition and its query. */
import { and, count, desc, eq, inArray, type GetColumnData, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { ReviewItem, ReviewKind, ReviewStage } from '../../../../shared/review';
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
const inCity = (column: Column, city?: string) => (city ? eq(column, city) : undefined);
/** A kind's rows at the filter's stage (and city): the same condition for its list and its count. */
const inQueue = (status: Column, city: Column, kind: ReviewKind, f: Filter) =>
  and(inArray(status, storedStatuses(kind, f.stage)), inCity(city, f.city));

/** One kind's rows and its count, by the same filter. */
export interface Source {
  rows(db: Db, f: Filter, limit: number): Promise<Draft[]>;
  count(db: Db, f: Filter): Promise<number>;
}

/** The review columns every queued table has. */
type QueuedTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn };
/** What a draft takes from its row as is. */
type ReviewFields = Pick<Draft, 'id' | 'status' | 'reviewNotes' | 'reviewedAt' | 'reviewedBy'>;
/** What each kind says in its own words; `row` (the details shown) defaults to the stored row. */
type KindFields = Omit<Draft, keyof ReviewFields | 'row'> & { row?: Record<string, unknown> };

/**
 * A kind's source: its rows at the filter's stage and city, newest first, and their count. A kind whose
 * city is another table's (a write-up's artist, a comment's post) joins it and may read more of it.
 */
export function queueSource<T extends QueuedTable, X extends Record<string, AnyPgColumn> = Record<never, never>>(spec: {
  kind: ReviewKind;
  table: T;
  city: AnyPgColumn;
  /** When the item reached the desk: the queue's order. */
  submittedAt: AnyPgColumn;
  join?: { table: PgTable; on: SQL };
  also?: X;
  fields: (row: InferSelectModel<T>, also: { [K in keyof X]: GetColumnData<X[K]> }) => KindFields;
}): Source {
  const { kind, table, city, join } = spec;
  const where = (f: Filter) => inQueue(table.status, city, kind, f);
  const joined = <Q extends { innerJoin(t: PgTable, on: SQL): Q }>(q: Q) =>
    join ? q.innerJoin(join.table, join.on) : q;
  return {
    rows: async (db, f, limit) => {
      const query = db
        .select({ row: table as PgTable, ...spec.also })
        .from(table as PgTable)
        .$dynamic();
      const rows = (await joined(query)
        .where(where(f))
        .orderBy(desc(spec.submittedAt), desc(table.id))
        .limit(limit)) as unknown as ({ row: InferSelectModel<T> } & Parameters<typeof spec.fields>[1])[];
      return rows.map(({ row, ...also }) => {
        const r = row as unknown as ReviewFields & Record<string, unknown>;
        const { id, status, reviewNotes, reviewedAt, reviewedBy } = r;
        return { id, status, reviewNotes, reviewedAt, reviewedBy, row: r, ...spec.fields(row, also as never) };
      });
    },
    count: async (db, f) => {
      const query = db
        .select({ n: count() })
        .from(table as PgTable)
        .$dynamic();
      return (await joined(query).where(where(f)))[0]?.n ?? 0;
    },
  };
}
