import { useQuery } from '@tanstack/react-query';
import type { Resource } from '../../../shared/directory';

/** The list's URL is its key, so the default query function reads it. */
export const resourceKeys = { all: ['/api/resources'] as const };

/** Emergency help first whatever order the server answers in (a stable sort keeps the rest as sent). */
export const emergencyFirst = (resources: readonly Resource[]): Resource[] =>
  [...resources].sort((a, b) => Number(b.isEmergency) - Number(a.isEmergency));

export const useResources = () =>
  useQuery<Resource[], Error, Resource[]>({ queryKey: resourceKeys.all, select: emergencyFirst });
