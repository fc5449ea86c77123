import { useQuery } from '@tanstack/react-query';
import type { FashionItem } from '../../../shared/directory';

/** The list's URL is its key, so the default query function reads it. */
export const fashionKeys = { all: ['/api/fashion'] as const };

export const useFashion = () => useQuery<FashionItem[]>({ queryKey: fashionKeys.all });
