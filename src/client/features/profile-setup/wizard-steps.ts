import { CITY_REQUIRED, DEFAULT_NOTIFICATIONS, INTEREST_REQUIRED } from '../../../shared/preferences';
import type { SettingsValues } from '../../components/preferences/SettingsFields';

export const STEPS = ['Your Name', 'Your Cities', 'Your Interests', 'Notifications'] as const;
export const STEP_COUNT = STEPS.length;

export interface WizardValues extends SettingsValues {
  firstName: string;
  lastName: string;
}

export type WizardErrors = Partial<Record<'firstName' | 'lastName' | 'preferredCities' | 'interests', string>>;

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

/** The messages of spec 001 for the step the reader is leaving; empty when it may go on. */
export function validateStep(step: number, values: WizardValues): WizardErrors {
  const errors: WizardErrors = {};
  if (step === 1) {
    if (!values.firstName.trim()) errors.firstName = 'First name is required';
    if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  }
  if (step === 2 && values.preferredCities.length === 0) errors.preferredCities = CITY_REQUIRED;
  if (step === 3 && values.interests.length === 0) errors.interests = INTEREST_REQUIRED;
  return errors;
}
