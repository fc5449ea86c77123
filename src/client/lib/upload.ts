/** The two-step photo upload: a one-time address from the server, then the bytes PUT there. */
import { MAX_UPLOAD_BYTES, uploadedSchema, uploadUrlSchema } from '../../shared/submissions';
import { apiRequest } from './api';

export class UploadRefused extends Error {}

export interface UploadOptions {
  /** An ad's picture may be uploaded by any advertiser; other photos need premium. */
  purpose?: 'photo' | 'ad-creative';
  /** Called with 0 to 1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

interface PutAnswer {
  ok: boolean;
  status: number;
  text: string;
}

/** PUT through XMLHttpRequest, whose upload events report progress (fetch has none). */
function putWithProgress(url: string, file: File, onProgress: (fraction: number) => void): Promise<PutAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new UploadRefused('The upload failed. Please check your connection and try again.'));
    xhr.send(file);
  });
}

async function put(url: string, file: File, onProgress?: (fraction: number) => void): Promise<PutAnswer> {
  if (onProgress) return putWithProgress(url, file, onProgress);
  const res = await fetch(url, {
    method: 'PUT',
    body: file,
    headers: { 'Content-Type': file.type },
    credentials: 'include',
  });
  return { ok: res.ok, status: res.status, text: await res.text() };
}

/** The server's own words for a refused file (wrong type, too large), which say what to do. */
function refusal(answer: PutAnswer): Error {
  let message: unknown;
  try {
    message = (JSON.parse(answer.text) as { message?: unknown }).message;
  } catch {
    // not JSON: a proxy's page
  }
  if (answer.status === 413) return new UploadRefused('Photos can be at most 10 MB.');
  if (answer.status >= 400 && answer.status < 500 && typeof message === 'string') return new UploadRefused(message);
  return new Error(`${answer.status}: ${answer.text}`);
}

/**
 * Asks the server for a one-time upload address, PUTs the file there and answers the stored
 * image's address. The size and type are checked here first, so a wrong file fails at once.
 */
export async function uploadImage(file: File, { purpose, onProgress }: UploadOptions = {}): Promise<string> {
  if (!file.type.startsWith('image/')) throw new UploadRefused('Please choose an image file.');
  if (file.size > MAX_UPLOAD_BYTES) throw new UploadRefused('Photos can be at most 10 MB.');
  const asked = await apiRequest('POST', '/api/photos/upload-url', purpose ? { purpose } : undefined);
  const target = uploadUrlSchema.parse(await asked.json());
  const answer = await put(target.uploadURL, file, onProgress);
  if (!answer.ok) throw refusal(answer);
  onProgress?.(1);
  return uploadedSchema.parse(JSON.parse(answer.text)).imageUrl;
}
