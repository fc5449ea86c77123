/**
 * The profile wizard (spec 001): the name it saves through PUT /api/auth/user and the settings it
 * saves through PUT /api/preferences, checked step by step by the same rules as those two calls.
 */
import { updateUserSchema } from './auth';
import { preferencesFormSchema } from './preferences';

export const profileSetupSchema = updateUserSchema.extend(preferencesFormSchema.shape);
