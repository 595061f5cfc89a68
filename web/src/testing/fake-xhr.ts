import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest (jsdom sends nothing): records what the app sends and lets a
 * test play the upload's progress events and the server's answer.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.onabort?.();
  }

  /** `loaded` of `total` bytes have gone out. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.statusText = status === 201 ? 'Created' : 'Error';
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  failNetwork() {
    this.onerror?.();
  }

  get form(): FormData {
    return this.body as FormData;
  }
}

/** Installs the fake for this test; returns the list of sent requests. */
export function installFakeXhr(): FakeXhr[] {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}

export const SIGNATURE = { apiKey: 'samani-media', timestamp: 1795000000, signature: 'ab'.repeat(32), folder: 'products' };

export function uploadedImage(publicId = 'a1b2c3d4e5f6a7b8') {
  return {
    imageUrl: `/media/i/${publicId}`,
    publicId,
    width: 1200,
    height: 900,
    format: 'png',
    bytes: 48213,
    variants: [160, 320, 480, 640, 960, 1280].map((width) => ({ width, url: `/media/i/${publicId}?w=${width}` })),
  };
}

export function pngFile(name = 'sofa.png', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

/** jsdom has no object URLs: the preview gets a fixed one. */
export function stubObjectUrls() {
  const create = vi.fn(() => 'blob:preview');
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}
