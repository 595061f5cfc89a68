/**
 * The web app's calls typed by the published contract: `api-types.ts` is generated from
 * docs/openapi.json (`npm run gen:api`, checked by `npm run typecheck`). Every call in
 * `features/<area>/api/` goes through `getDocumented` / `postDocumented` / `putDocumented` /
 * `patchDocumented` / `deleteDocumented`: a documented path, its `pathParams` (required when it
 * has some), its documented query `params`, its `application/json` request `body` (required when
 * it takes one), and an answer typed as its 200/201 JSON; the client's options (headers such as
 * Idempotency-Key or a given bearer token, signal, timeout) pass through. A file upload goes
 * through `uploadDocumented` (a documented multipart path and its form's fields, with progress)
 * and a file download through `downloadDocumented` (a documented GET that answers no JSON, its
 * query and path parameters as documented). Domain types
 * (`Product`, `Order`, `User`, `Quote`, ...) are aliases of `Schemas['...']`, and an app-side
 * type sent as a body (a form's output) is checked with `Conforms`. When the gateway changes, the
 * document changes, the types are regenerated and `tsc` shows every call and screen that no
 * longer fits.
 */
import { api, type DownloadedFile, type UploadProgress } from './api-client';
import type { components, paths } from './api-types';

/** The document's named schemas (`components.schemas`), by their names there. */
export type Schemas = components['schemas'];

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type SuccessOf<O> = O extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201>]> : never;
type JsonBodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type MultipartBodyOf<O> = O extends { requestBody: { content: { 'multipart/form-data': infer B } } } ? B : never;
type PathParamsOf<O> = O extends { parameters: { path: infer T } } ? T : never;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The document's paths that have an operation for `M`. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never;
}[keyof paths];

/** The documented operation `M` of path `P`. */
export type Operation<P extends PathWith<M>, M extends Method> = paths[P][M];

/** The JSON the documented operation answers with on success (its 200 or 201). */
export type ResponseOf<P extends PathWith<M>, M extends Method> = SuccessOf<Operation<P, M>>;

/** The operation's `application/json` request body; `never` when it takes none. */
export type RequestBodyOf<P extends PathWith<M>, M extends Method> = JsonBodyOf<Operation<P, M>>;

/** The operation's path parameters (`{ id: string }` for `/users/{id}`); `never` when it has none. */
export type PathParamsFor<P extends PathWith<M>, M extends Method> = PathParamsOf<Operation<P, M>>;

/**
 * The operation's documented query parameters, as the screens build them (the client sends
 * them flat: `toQueryString`); `never` when it has none.
 */
export type QueryParamsFor<P extends PathWith<M>, M extends Method> = QueryOf<Operation<P, M>>;

/**
 * `T`, when it fits `U` and has no field that `U` does not name: an app-side type (a form's
 * output sent as a request body, a normalised answer) checked against the document's, so
 * drift fails `tsc`.
 */
export type Conforms<T extends U & { [K in Exclude<keyof T, keyof U>]: never }, U> = T;

/** The paths that have a GET operation. */
export type GetPath = PathWith<'get'>;

/** The JSON a documented GET answers with on success. */
export type GetResponse<P extends GetPath> = ResponseOf<P, 'get'>;

/** What every call may pass on to the client: query params, headers (Idempotency-Key, a given bearer token), signal, timeout. */
type ClientOptions = NonNullable<Parameters<typeof api.get>[1]>;

type PathParamsOption<T> = [T] extends [never] ? { pathParams?: never } : { pathParams: T };
/**
 * The query as sent: only the documented parameters, each its documented type or the flat text
 * it is sent as (a list as a comma list, `true` as 'true'); null or undefined are left out.
 */
type QueryOption<Q> = [Q] extends [never] ? { params?: never } : { params?: { [K in keyof Q]?: Extract<Q[K], string | number | boolean> | string | null } };
type BodyOption<T> = [T] extends [never] ? { body?: never } : { body: T };

/** The options of a documented call: the client's, plus `pathParams` and `body` when the operation has them (then required). */
export type CallOptions<P extends PathWith<M>, M extends Method> = Omit<ClientOptions, 'params'> &
  QueryOption<QueryParamsFor<P, M>> &
  PathParamsOption<PathParamsFor<P, M>> &
  BodyOption<RequestBodyOf<P, M>>;

/** The options argument, optional when nothing in it is required. */
type OptionsArg<P extends PathWith<M>, M extends Method> =
  object extends CallOptions<P, M> ? [options?: CallOptions<P, M>] : [options: CallOptions<P, M>];

type LooseOptions = ClientOptions & { pathParams?: Record<string, string | number>; body?: unknown };

/** `/products/{id}` with `{ id: 7 }` -> `/products/7` (each value URI-encoded). */
export function expandPath(path: string, pathParams?: Record<string, string | number>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathParams?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

function call<T>(method: Method, path: string, options: LooseOptions = {}): Promise<T> {
  const { pathParams, body, ...rest } = options;
  const url = expandPath(path, pathParams);
  switch (method) {
    case 'get':
      return api.get<T>(url, rest);
    case 'delete':
      return api.delete<T>(url, rest);
    case 'post':
      return api.post<T>(url, body, rest);
    case 'put':
      return api.put<T>(url, body, rest);
    case 'patch':
      return api.patch<T>(url, body, rest);
  }
}

/** A documented GET, its answer typed by the document. */
export function getDocumented<P extends PathWith<'get'>>(path: P, ...[options]: OptionsArg<P, 'get'>): Promise<ResponseOf<P, 'get'>> {
  return call('get', path, options);
}

/** A documented POST: `body` is the operation's JSON request body, the answer its 200/201 JSON. */
export function postDocumented<P extends PathWith<'post'>>(path: P, ...[options]: OptionsArg<P, 'post'>): Promise<ResponseOf<P, 'post'>> {
  return call('post', path, options);
}

/** A documented PUT (see `postDocumented`). */
export function putDocumented<P extends PathWith<'put'>>(path: P, ...[options]: OptionsArg<P, 'put'>): Promise<ResponseOf<P, 'put'>> {
  return call('put', path, options);
}

/** A documented PATCH (see `postDocumented`). */
export function patchDocumented<P extends PathWith<'patch'>>(path: P, ...[options]: OptionsArg<P, 'patch'>): Promise<ResponseOf<P, 'patch'>> {
  return call('patch', path, options);
}

/** A documented DELETE (see `postDocumented`). */
export function deleteDocumented<P extends PathWith<'delete'>>(
  path: P,
  ...[options]: OptionsArg<P, 'delete'>
): Promise<ResponseOf<P, 'delete'>> {
  return call('delete', path, options);
}

/** The paths whose POST takes a `multipart/form-data` body (a file upload). */
export type MultipartPath = {
  [P in PathWith<'post'>]: [MultipartBodyOf<Operation<P, 'post'>>] extends [never] ? never : P;
}[PathWith<'post'>];

/** The documented multipart form of `P`'s POST (a `format: binary` field is typed `string` there). */
export type MultipartBodyFor<P extends MultipartPath> = MultipartBodyOf<Operation<P, 'post'>>;

/** The form's fields as sent: each documented field by its name, a text or a file. */
export type MultipartFields<P extends MultipartPath> = { [K in keyof MultipartBodyFor<P>]: string | Blob };

/** The paths whose GET answers with something other than JSON (a file: CSV, a picture). */
export type DownloadPath = {
  [P in PathWith<'get'>]: [ResponseOf<P, 'get'>] extends [never] ? P : never;
}[PathWith<'get'>];

type UploadCallOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * A documented multipart POST through the client's upload (XMLHttpRequest, with real progress):
 * the fields are the document's, sent in the order given, and the answer is its 200/201 JSON.
 */
export function uploadDocumented<P extends MultipartPath>(
  path: P,
  fields: MultipartFields<P>,
  options: UploadCallOptions = {},
): Promise<ResponseOf<P, 'post'>> {
  const form = new FormData();
  for (const [name, value] of Object.entries<string | Blob>(fields)) form.append(name, value);
  return api.upload<ResponseOf<P, 'post'>>(path, form, options);
}

/** The options of a documented download: the client's, its documented query `params`, and `pathParams` when the path has some (then required). */
export type DownloadOptions<P extends DownloadPath> = Omit<ClientOptions, 'params'> &
  QueryOption<QueryParamsFor<P, 'get'>> &
  PathParamsOption<PathParamsFor<P, 'get'>>;

/**
 * A documented GET whose answer is a file (CSV, PDF), fetched as a blob with the server's file
 * name; its documented query `params` and its `pathParams` (`/api/orders/{id}/invoice.pdf`).
 */
export function downloadDocumented<P extends DownloadPath>(
  path: P,
  ...[options]: object extends DownloadOptions<P> ? [options?: DownloadOptions<P>] : [options: DownloadOptions<P>]
): Promise<DownloadedFile> {
  const { pathParams, ...rest } = (options ?? {}) as LooseOptions;
  return api.download(expandPath(path, pathParams), rest);
}
