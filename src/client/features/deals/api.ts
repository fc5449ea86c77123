import { useQuery } from '@tanstack/react-query';
import type { Deal } from '../../../shared/directory';

/** The list's URL is its key, so the default query function reads it; the server drops expired deals. */
export const dealKeys = { all: ['/api/deals'] as const };

export const useDeals = () => useQuery<Deal[]>({ queryKey: dealKeys.all });
