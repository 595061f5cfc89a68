import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { getDocumented, type Schemas } from '@/lib/api-contract';

/** One page of a merchandising listing, made by its rule on the server (issue 24, part 1). */
export type CollectionPage = Schemas['CollectionJson'];

/** `GET /api/collections/{slug}?page&limit`. */
export function getCollection(slug: string, page: number, limit: number, signal?: AbortSignal): Promise<CollectionPage> {
  return getDocumented('/api/collections/{slug}', { pathParams: { slug }, params: { page, limit }, signal });
}

export function collectionQueryOptions(slug: string, page: number, limit: number) {
  return queryOptions({
    queryKey: ['products', 'collection', slug, page, limit],
    queryFn: ({ signal }) => getCollection(slug, page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCollection(slug: string, page: number, limit: number) {
  return useQuery(collectionQueryOptions(slug, page, limit));
}
