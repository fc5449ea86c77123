import { diffWords } from 'diff';

/** The fields of a revision readers can tell apart, in the words of the editor's form. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  category: 'Category',
  author: 'Author',
  city: 'City',
  imageUrl: 'Cover image',
  imageAlt: 'Cover image alt text',
  featured: 'Featured',
  status: 'Status',
  publishDate: 'Publish date',
  content: 'Story',
};

type Snapshot = Record<string, unknown>;

const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** The labels of the fields that differ between two snapshots ("Story", "Excerpt"). */
export function changedFields(older: Snapshot, newer: Snapshot): string[] {
  return Object.keys(FIELD_LABELS)
    .filter((key) => text(older[key]) !== text(newer[key]))
    .map((key) => FIELD_LABELS[key]!);
}

export interface FieldChange {
  label: string;
  /** Word by word: kept, removed (only in `from`) or added (only in `to`). */
  parts: { value: string; added: boolean; removed: boolean }[];
}

/** What changes if `to` replaces `from`: each differing field, word by word. */
export function compareSnapshots(from: Snapshot, to: Snapshot): FieldChange[] {
  return Object.entries(FIELD_LABELS)
    .filter(([key]) => text(from[key]) !== text(to[key]))
    .map(([key, label]) => ({
      label,
      parts: diffWords(text(from[key]), text(to[key])).map((p) => ({
        value: p.value,
        added: !!p.added,
        removed: !!p.removed,
      })),
    }));
}
