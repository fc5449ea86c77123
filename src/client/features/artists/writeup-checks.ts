import { zodResolver } from '@hookform/resolvers/zod';
import { artistWriteupFormSchema } from '../../../shared/artists';

/** The write-up form's checks: the shared schema and zod with it, loaded on first use (WriteupDialog). */
export const writeupResolver = zodResolver(artistWriteupFormSchema);
