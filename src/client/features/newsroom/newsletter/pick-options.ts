import { formatDate } from '../../../../shared/dates';
import type { AdminEditionDetail, EditionCandidates } from '../../../../shared/newsletter';
import type { PickOption } from './PicksFieldset';

/** Current picks first (they may have dropped out of the candidates), then the candidates. */
function merge<T extends { id: string }>(current: T[], candidates: T[], toOption: (item: T) => PickOption) {
  const seen = new Set<string>();
  const all: PickOption[] = [];
  for (const item of [...current, ...candidates]) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    all.push(toOption(item));
  }
  return all;
}

/** What staff can tick for each kind of pick, with one line of context each. */
export function pickOptions(edition: AdminEditionDetail, candidates: EditionCandidates | undefined) {
  const c = candidates ?? { articles: [], events: [], businesses: [], spotlights: [] };
  const spotlight = edition.picks.spotlight ? [edition.picks.spotlight] : [];
  return {
    articles: merge(edition.picks.articles, c.articles, (a) => ({
      id: a.id,
      label: a.title,
      meta: `${a.category} · ${formatDate(a.publishDate)}`,
    })),
    events: merge(edition.picks.events, c.events, (e) => ({
      id: e.id,
      label: e.title,
      meta: `${formatDate(e.date)} · ${e.location}`,
    })),
    businesses: merge(edition.picks.businesses, c.businesses, (b) => ({
      id: b.id,
      label: b.name,
      meta: `${b.category} · ${b.address}`,
    })),
    spotlights: merge(spotlight, c.spotlights, (s) => ({ id: s.id, label: s.title, meta: s.featureName })),
  };
}
