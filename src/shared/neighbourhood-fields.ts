/**
 * The neighbourhood as the API reads it: a list's `?neighbourhood=` filter and a form's optional field.
 * Which slugs a city has is checked against shared/neighbourhoods.ts by `checkNeighbourhood`.
 */
import { z } from 'zod';
import { NEIGHBOURHOOD_MAX, SLUG } from './neighbourhoods';
import { blankToUndefined, optionalParam } from './query-params';

const SLUG_MESSAGE = 'neighbourhood must be a neighbourhood from the list, e.g. elmwood-village.';

const slug = () =>
  z.string({ error: SLUG_MESSAGE }).trim().toLowerCase().max(NEIGHBOURHOOD_MAX, SLUG_MESSAGE).regex(SLUG, SLUG_MESSAGE);

/** `?neighbourhood=<slug>` of a public list: blank or absent filters nothing. */
export const neighbourhoodParam = () => optionalParam(slug());

/** A form's neighbourhood: blank, null or absent is "none" (null). */
export const neighbourhoodField = () => z.preprocess((v) => blankToUndefined(v) ?? null, slug().nullable()).optional();
