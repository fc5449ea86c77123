/**
 * The http module's upload (lib/api.ts has the requests and the error reader): kept in a module of
 * its own so that the code every page loads first does not carry it.
 */
import { ApiError } from './api';

/**
 * Sends one file as the request's body and answers the JSON reply, reporting progress (0 to 1) as
 * the bytes leave the browser: XMLHttpRequest, because fetch has no upload progress. A non-OK
 * answer is an ApiError like any other call's; a lost connection a TypeError.
 */
export function sendFile<T>(
  method: 'POST' | 'PUT',
  url: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status > 299) return reject(new ApiError(xhr.status, text || xhr.statusText || ''));
      onProgress?.(1);
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch {
        reject(new Error(`${xhr.status}: ${text}`));
      }
    };
    xhr.onerror = () => reject(new TypeError('The upload did not reach the server.'));
    xhr.send(file);
  });
}
