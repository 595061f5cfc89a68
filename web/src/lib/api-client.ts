/**
 * The one HTTP client of the web app (STYLE.md, React 2). Every call sends
 * `Accept: application/json` (the gateway serves the SPA to `text/html` requests on the
 * same paths), the stored bearer token, JSON bodies, and turns every failure into an
 * `ApiError` carrying the spec's error-catalogue message (customer-side.md section 8).
 * A 401 answer to a call that carried a token tells the `onUnauthorized` listeners (the
 * session), so a revoked or expired session ends at once. Timeouts, tries and back-off follow
 * `request-policy.ts`: a repeatable request (idempotent, or carrying an Idempotency-Key) is
 * tried again after a 5xx, a timeout or no answer, never after a 4xx.
 */

import {
  backoffMs,
  FINAL_TIMEOUT_MESSAGE,
  isRepeatable,
  isRetryableStatus,
  NETWORK_ERROR_MESSAGE,
  REQUEST_POLICY,
  RETRIES_EXHAUSTED_MESSAGE,
  TIMEOUT_MESSAGE,
} from './request-policy';

export { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './request-policy';

/** The session token's key, in local storage (Remember me) or session storage (this tab only). */
export const TOKEN_STORAGE_KEY = 'token';

const BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** The spec's catalogue text per HTTP status, used when the body carries no message. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request - please check your input',
  401: 'Unauthorized - please log in',
  403: "Forbidden - you don't have permission",
  404: "Not found - the requested resource doesn't exist",
  429: 'Too many requests - please try again later',
  500: 'Server error - please try again later',
};

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  /** HTTP status; 0 for a timeout or a network failure. */
  readonly status: number;
  /** The body's stable `error` code, or `timeout` / `network_error` / `http_error`. */
  readonly code: string;
  /** Per-field validation messages (400 bodies), keyed by field name. */
  readonly fields: FieldErrors;
  /**
   * The whole error body, for answers that carry more than a message (a 409 `total_changed`
   * carries the fresh quote, an `out_of_stock` the shortages).
   */
  readonly body: unknown;

  constructor(options: { status: number; code: string; message: string; fields?: FieldErrors; body?: unknown }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.body = options.body;
  }

  get isTimeout(): boolean {
    return this.code === 'timeout';
  }

  get isNetworkError(): boolean {
    return this.code === 'network_error';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Retrying makes sense for server failures, timeouts and network errors, never for 4xx. */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return isRetryableStatus(error.status);
}

export function messageForStatus(status: number, statusText: string): string {
  return STATUS_MESSAGES[status] ?? `HTTP ${status}: ${statusText}`;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `{ a: 1, b: undefined, c: '' }` -> `?a=1`; undefined, null and empty strings are skipped. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text.trim() === '') continue;
    search.append(key, text);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

type RequestOptions = {
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** One try's time limit (default: this environment's, `request-policy.ts`). */
  timeoutMs?: number;
  /**
   * Tries in all for a repeatable request (default: this environment's). 1 for a call with
   * its own rule (the health check: one try).
   */
  attempts?: number;
};

type ErrorBody = { error?: unknown; message?: unknown; fields?: unknown };

/** The stored session token, from local storage first, then session storage. */
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) ?? window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

type UnauthorizedListener = (rejectedToken: string) => void;

const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Calls `listener` with the token the server rejected whenever a call that carried one
 * answers 401. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function readJson(response: Response): Promise<unknown> {
  return parseJsonText(await response.text());
}

function toFieldErrors(value: unknown): FieldErrors | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const fields: FieldErrors = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return fields;
}

function parseJsonText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromResponse(response: Pick<Response, 'status' | 'statusText'>, body: unknown): ApiError {
  const errorBody: ErrorBody = body && typeof body === 'object' ? (body) : {};
  const message =
    typeof errorBody.message === 'string' && errorBody.message.trim() !== ''
      ? errorBody.message
      : messageForStatus(response.status, response.statusText);
  return new ApiError({
    status: response.status,
    code: typeof errorBody.error === 'string' ? errorBody.error : 'http_error',
    message,
    fields: toFieldErrors(errorBody.fields),
    body,
  });
}

/** How a successful answer is read: JSON (the default) or a file. */
type ReadAs = 'json' | 'blob';

/** Waits `ms`, or rejects as soon as the caller aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The request was cancelled', 'AbortError'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('The request was cancelled', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The error a repeatable request ends with when its last try failed too. */
function exhausted(error: ApiError): ApiError {
  if (error.isTimeout) return new ApiError({ status: 0, code: 'timeout', message: FINAL_TIMEOUT_MESSAGE });
  if (error.isNetworkError) return new ApiError({ status: 0, code: 'network_error', message: RETRIES_EXHAUSTED_MESSAGE });
  return error;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}, readAs: ReadAs = 'json'): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const attempts = isRepeatable(method, headers) ? Math.max(1, options.attempts ?? REQUEST_POLICY.attempts) : 1;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await sendOnce<T>(method, path, headers, options, readAs);
    } catch (error) {
      if (!isApiError(error) || !isRetryableStatus(error.status)) throw error;
      if (attempt + 1 >= attempts) throw attempts > 1 ? exhausted(error) : error;
      await pause(backoffMs(attempt), options.signal);
    }
  }
}

/** One try: the request with its own time limit, its answer or its `ApiError`. */
async function sendOnce<T>(
  method: string,
  path: string,
  givenHeaders: Record<string, string>,
  options: RequestOptions,
  readAs: ReadAs,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_POLICY.timeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);

  const headers: Record<string, string> = { ...givenHeaders };
  // A caller's own Authorization header (checking a given token) wins over the session's.
  const token = headers.Authorization ? null : readStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body instanceof Blob) {
    // A file sent as it is (a CSV import): its own type.
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${BASE_URL}${path}${toQueryString(options.params)}`, {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) {
      throw new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE });
    }
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  if (response.status === 401 && token) {
    for (const listener of unauthorizedListeners) listener(token);
  }
  if (!response.ok) throw errorFromResponse(response, await readJson(response));
  if (readAs === 'blob') return { blob: await response.blob(), filename: attachmentFilename(response) } as T;
  return (await readJson(response)) as T;
}

/** A downloaded file and the name the server gave it (`Content-Disposition`), if any. */
export type DownloadedFile = { blob: Blob; filename: string | null };

/** `attachment; filename="products-2026-11-26.csv"` -> `products-2026-11-26.csv`. */
function attachmentFilename(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

export const UPLOAD_TIMEOUT_MS = 120_000;

/** The gateway's code for a missing, expired or revoked bearer (ErrorCode::Unauthorized). */
const SESSION_REFUSED_CODE = 'unauthorized';

export type UploadProgress = { loaded: number; total: number };

type UploadOptions = {
  /** Called as the body goes out (XMLHttpRequest's upload progress events). */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * A multipart POST with real upload progress: `fetch` reports none, so this one call goes
 * through XMLHttpRequest, with the same bearer, headers and error mapping as every other call.
 */
function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${BASE_URL}${path}`);
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const abortFromCaller = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', abortFromCaller);
    xhr.onload = () => {
      done();
      const data = parseJsonText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const error = errorFromResponse({ status: xhr.status, statusText: xhr.statusText }, data);
      // An upload authenticates by its signature: a refused signature (401 `invalid_signature`,
      // expired) says nothing about the session; only a refused bearer does.
      if (xhr.status === 401 && token && error.code === SESSION_REFUSED_CODE) {
        for (const listener of unauthorizedListeners) listener(token);
      }
      reject(error);
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE }));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE }));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    options.signal?.addEventListener('abort', abortFromCaller);
    xhr.send(body);
  });
}

type ReadOptions = Pick<RequestOptions, 'params' | 'headers' | 'signal' | 'timeoutMs' | 'attempts'>;
type WriteOptions = ReadOptions;

export const api = {
  get: <T>(path: string, options?: ReadOptions) => request<T>('GET', path, options),
  delete: <T>(path: string, options?: ReadOptions) => request<T>('DELETE', path, options),
  post: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  /** A GET whose answer is a file (e.g. a CSV export), with the server's file name. */
  download: (path: string, options?: ReadOptions) => request<DownloadedFile>('GET', path, options, 'blob'),
  /** A multipart POST reporting upload progress. */
  upload,
};
