/** The URL a fetch mock was called with, whatever form the caller gave it in. */
export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The text body a fetch mock was sent (the app sends JSON as a string); '' when there is none. */
export function bodyText(init: RequestInit | undefined): string {
  const body = init?.body;
  if (body === undefined || body === null) return '';
  if (typeof body !== 'string') throw new Error('the request body is not text');
  return body;
}
