import { useQuery } from '@tanstack/react-query';
import { mySubmissionSchema, type MySubmission } from '../../../shared/my-submissions';
import { apiRequest } from '../../lib/api';

import { MY_SUBMISSIONS_KEY } from '../../lib/queries/keys';

export function useMySubmissions(enabled: boolean) {
  return useQuery<MySubmission[]>({
    queryKey: MY_SUBMISSIONS_KEY,
    queryFn: async () =>
      mySubmissionSchema.array().parse(await (await apiRequest('GET', MY_SUBMISSIONS_KEY[0])).json()),
    enabled,
  });
}
