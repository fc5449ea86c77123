import { inputClasses } from '../../components/ui/Input';

/** Native selects (keyboard and screen-reader friendly for free), styled like the inputs. */
export const selectClasses = `${inputClasses} h-11 pr-8`;
