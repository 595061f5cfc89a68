/**
 * The web app's calls typed by the published contract: `api-types.ts` is generated from
 * docs/openapi.json (`npm run gen:api`, checked by `npm run typecheck`), so a response type here
 * is the gateway's own. A call through `getDocumented` names a documented path; when the gateway
 * changes the answer, the document changes, the types are regenerated and `tsc` shows every
 * screen that reads a field that went away.
 *
 * Adopting it in an area: replace the hand-written response type by `Schemas['TheJson']` (or
 * `GetResponse<'/the/path'>`) and the `api.get<T>('/the/path')` by `getDocumented('/the/path')`.
 */
import { api } from './api-client';
import type { components, paths } from './api-types';

/** The document's named schemas (`components.schemas`), by their names there. */
export type Schemas = components['schemas'];

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type SuccessOf<O> = O extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201>]> : never;

/** The document's paths that have a GET operation. */
export type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** The JSON a documented GET answers with on success. */
export type GetResponse<P extends GetPath> = SuccessOf<paths[P]['get']>;

type ReadOptions = NonNullable<Parameters<typeof api.get>[1]>;

/** `/products/{id}` with `{ id: 7 }` -> `/products/7` (each value URI-encoded). */
export function expandPath(path: string, pathParams?: Record<string, string | number>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathParams?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A documented GET, its answer typed by the document. */
export function getDocumented<P extends GetPath>(
  path: P,
  options?: ReadOptions & { pathParams?: Record<string, string | number> },
): Promise<GetResponse<P>> {
  const { pathParams, ...rest } = options ?? {};
  return api.get<GetResponse<P>>(expandPath(path, pathParams), rest);
}
