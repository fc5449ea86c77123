/** The two-step photo upload: a one-time address from the server, then the bytes PUT there. */
import { MAX_UPLOAD_BYTES, uploadedSchema, uploadUrlSchema } from '../../shared/submissions';
import { apiRequest } from './api';

export class UploadRefused extends Error {}

/**
 * Asks the server for a one-time upload address, PUTs the file there and answers the stored
 * image's address. The size and type are checked here first, so a wrong file fails at once.
 */
export async function uploadImage(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new UploadRefused('Please choose an image file.');
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadRefused('Photos can be at most 10 MB.');
  const target = uploadUrlSchema.parse(await (await apiRequest('POST', '/api/photos/upload-url')).json());
  const res = await fetch(target.uploadURL, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type },
    credentials: 'include',
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    // The server's own words for a file it refuses (not an image, too large, unreadable): they say what to
    // do. Anything else (a lapsed address, the server's own failure) is worth another try.
    if (res.status >= 400 && res.status < 500 && typeof body?.message === 'string')
      throw new UploadRefused(body.message);
    throw new Error(`${res.status}: upload failed`);
  }
  return uploadedSchema.parse(await res.json()).imageUrl;
}
