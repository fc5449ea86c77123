import type { UploadedImage } from '../../shared/newsroom/images';

export type { UploadedImage };

/** A failed upload: the HTTP status and the server's error code, to branch on (never on text). */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Staff uploads: the raw bytes as the body; the server re-encodes them and makes the web sizes. */
export const STAFF_UPLOAD_URL = '/api/admin/uploads';

/**
 * Uploads one image, reporting progress (0 to 1) as the bytes leave the browser.
 * XMLHttpRequest, because fetch has no upload progress events.
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  /** The file's name, kept in the media library for search. */
  name?: string,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', name ? `${STAFF_UPLOAD_URL}?name=${encodeURIComponent(name.slice(0, 200))}` : STAFF_UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { message?: string; code?: string } & Partial<UploadedImage> = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: a proxy's page; the status still tells what happened
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.imageUrl) {
        onProgress(1);
        resolve(body as UploadedImage);
      } else {
        reject(new UploadError(xhr.status, body.code, body.message ?? 'The image could not be uploaded.'));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, undefined, 'The upload failed. Please check your connection.'));
    xhr.send(file);
  });
}
