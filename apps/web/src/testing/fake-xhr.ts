import { vi } from 'vitest';

/*
 * A stand-in for XMLHttpRequest in unit tests of uploads (jsdom's would reach the network).
 * Each request is kept; the test plays the server: progress events, then an answer.
 */

export interface FakeUpload {
  method: string;
  url: string;
  body: FormData;
  /** The browser has sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number): void;
  /** The server answers. */
  respond(status: number, body: unknown): void;
  /** The connection fails. */
  failNetwork(): void;
}

export function fakeUploads(): FakeUpload[] {
  const requests: FakeUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      requests.push({
        method: this.method,
        url: this.url,
        body,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.onload?.();
        },
        failNetwork: () => this.onerror?.(),
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}
