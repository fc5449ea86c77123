import { DEFAULT_NOTIFICATIONS } from '../../../shared/preferences';
import type { z } from 'zod';
import type { profileSetupSchema } from '../../../shared/profile-setup';

export const STEPS = ['Your Name', 'Your Cities', 'Your Interests', 'Notifications'] as const;
export const STEP_COUNT = STEPS.length;

/** The wizard's values: the shared schema's input (its cities and topics come from the lists it offers). */
export type WizardValues = z.input<typeof profileSetupSchema> & { interestTopics: string };

export function initialValues(user: { firstName: string | null; lastName?: string | null }): WizardValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    preferredCities: [],
    interests: [],
    interestTopics: '',
    notificationPreferences: { ...DEFAULT_NOTIFICATIONS },
  };
}

/** The fields each step checks (with the shared schema) before the reader may go on; the last step sends them all. */
export const STEP_FIELDS: Record<number, (keyof WizardValues)[]> = {
  1: ['firstName', 'lastName'],
  2: ['preferredCities'],
  3: ['interests', 'interestTopics'],
  4: [],
};
