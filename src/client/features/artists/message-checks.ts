import { zodResolver } from '@hookform/resolvers/zod';
import { artistMessageSchema } from '../../../shared/artists';

/** The message form's checks: the shared schema and zod with it, loaded on first use (MessageForm). */
export const messageResolver = zodResolver(artistMessageSchema);
