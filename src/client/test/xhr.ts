import { vi } from 'vitest';

type ProgressHandler = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/**
 * The part of XMLHttpRequest an upload uses, answered by the global fetch: a test stubs fetch once
 * for every call of the page, uploads included, and each upload reports its progress halfway.
 */
class XhrThroughFetch {
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ProgressHandler | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: BodyInit) {
    const init: RequestInit = { method: this.method, body, headers: this.headers };
    if (this.withCredentials) init.credentials = 'include';
    fetch(this.url, init).then(
      async (res) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = res.status;
        this.statusText = res.statusText;
        this.responseText = await res.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

/** Routes the page's XMLHttpRequests (uploads) through the stubbed fetch; undone by vi.unstubAllGlobals(). */
export function xhrThroughFetch() {
  vi.stubGlobal('XMLHttpRequest', XhrThroughFetch);
}
