import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/test-utils';

import {
  deleteDocumented,
  downloadDocumented,
  expandPath,
  getDocumented,
  patchDocumented,
  postDocumented,
  putDocumented,
  uploadDocumented,
  type Conforms,
  type RequestBodyOf,
  type MultipartFields,
  type ResponseOf,
  type Schemas,
} from './api-contract';
import { bodyText, urlOf } from '@/testing/requests';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

function stubFetch(body: unknown, init: ResponseInit = {}) {
  const mock = vi.fn<(...args: FetchArgs) => Promise<Response>>(() => Promise.resolve(jsonResponse(body, init)));
  vi.stubGlobal('fetch', mock);
  return mock;
}

function sent(mock: ReturnType<typeof stubFetch>) {
  const [url, init] = mock.mock.calls[0]!;
  const headers = new Headers(init?.headers);
  return {
    url: urlOf(url),
    method: init?.method,
    body: init?.body === undefined ? undefined : (JSON.parse(bodyText(init)) as unknown),
    headers,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('expandPath', () => {
  it('puts each path parameter in its place, encoded', () => {
    expect(expandPath('/api/orders/{id}/cancel', { id: 'SF 7K/3' })).toBe('/api/orders/SF%207K%2F3/cancel');
    expect(expandPath('/products/{id}', { id: 42 })).toBe('/products/42');
    expect(expandPath('/categories')).toBe('/categories');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => expandPath('/products/{id}', {})).toThrow('missing path parameter id of /products/{id}');
  });
});

describe('documented calls', () => {
  it('GET fills the path parameters and passes the query and the signal on', async () => {
    const fetchMock = stubFetch({ id: 7 });
    const controller = new AbortController();

    await getDocumented('/products/category/{category}', {
      pathParams: { category: 'living room' },
      params: { limit: 1, featured: true },
      signal: controller.signal,
    });

    const request = sent(fetchMock);
    expect(request.url).toBe('/products/category/living%20room?limit=1&featured=true');
    expect(request.method).toBe('GET');
    expect(request.body).toBeUndefined();
  });

  it('POST sends the JSON body and the headers (an Idempotency-Key) and answers the JSON', async () => {
    const fetchMock = stubFetch({ message: 'Thank you for subscribing!' }, { status: 201 });

    const answer = await postDocumented('/api/newsletter', {
      body: { email: 'wanjiru@example.co.ke' },
      headers: { 'Idempotency-Key': 'k-1' },
    });

    expect(answer).toEqual({ message: 'Thank you for subscribing!' });
    const request = sent(fetchMock);
    expect(request.url).toBe('/api/newsletter');
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ email: 'wanjiru@example.co.ke' });
    expect(request.headers.get('Idempotency-Key')).toBe('k-1');
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it('POST without a documented body sends none', async () => {
    const fetchMock = stubFetch({ message: 'Logged out' });

    await postDocumented('/auth/logout');

    const request = sent(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.body).toBeUndefined();
    expect(request.headers.get('Content-Type')).toBeNull();
  });

  it('PUT fills the path and sends no body when the operation takes none', async () => {
    const fetchMock = stubFetch({ order: { id: 'x' } });

    await putDocumented('/api/orders/{id}/cancel', { pathParams: { id: 'SF7K3M9QXA' } });

    const request = sent(fetchMock);
    expect(request.url).toBe('/api/orders/SF7K3M9QXA/cancel');
    expect(request.method).toBe('PUT');
    expect(request.body).toBeUndefined();
  });

  it('a download fills the path and answers the blob with the server file name', async () => {
    const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(
      () =>
        Promise.resolve(
          new Response('%PDF-1.4 invoice', {
            status: 200,
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="invoice-SF7K3M9QXA.pdf"' },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);

    const file = await downloadDocumented('/api/admin/orders/{id}/invoice.pdf', { pathParams: { id: 'SF7K3M9QXA' } });

    const request = sent(fetchMock);
    expect(request.url).toBe('/api/admin/orders/SF7K3M9QXA/invoice.pdf');
    expect(request.method).toBe('GET');
    expect(file.filename).toBe('invoice-SF7K3M9QXA.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4 invoice');
  });

  it('PATCH sends the body to the expanded path', async () => {
    const fetchMock = stubFetch({ user: { id: 'u 1' } });

    await patchDocumented('/users/{id}/role', { pathParams: { id: 'u 1' }, body: { role: 'admin' } });

    const request = sent(fetchMock);
    expect(request.url).toBe('/users/u%201/role');
    expect(request.method).toBe('PATCH');
    expect(request.body).toEqual({ role: 'admin' });
  });

  it('DELETE carries the stored token, or the one given in the headers', async () => {
    window.localStorage.setItem('token', 'stored');
    const fetchMock = stubFetch({ message: 'User deleted successfully' });

    await deleteDocumented('/users/{id}', { pathParams: { id: 'u1' } });
    await deleteDocumented('/users/{id}', { pathParams: { id: 'u2' }, headers: { Authorization: 'Bearer given' } });

    expect(fetchMock.mock.calls.map(([url, init]) => [urlOf(url), init?.method, new Headers(init?.headers).get('Authorization')])).toEqual([
      ['/users/u1', 'DELETE', 'Bearer stored'],
      ['/users/u2', 'DELETE', 'Bearer given'],
    ]);
  });

  it('rejects with the ApiError of a failed call', async () => {
    stubFetch({ error: 'invalid_credentials', message: 'Invalid email or password' }, { status: 401 });

    await expect(postDocumented('/auth/login', { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
  });
});

describe('documented call types', () => {
  it('Conforms: an app-side type that fits the document and names nothing else', () => {
    expectTypeOf<Conforms<{ email: string }, Schemas['NewsletterForm']>>().toEqualTypeOf<{ email: string }>();
    // @ts-expect-error: a field the document does not name
    type Extra = Conforms<{ email: string; mail: string }, Schemas['NewsletterForm']>;
    // @ts-expect-error: a field of another type
    type Wrong = Conforms<{ email: number }, Schemas['NewsletterForm']>;
    // @ts-expect-error: a required field missing
    type Missing = Conforms<{ couponCode: string }, Schemas['QuoteForm']>;
    expectTypeOf<[Extra, Wrong, Missing]>().not.toBeNever();
  });

  it('take the request body and answer from the document', () => {
    expectTypeOf<RequestBodyOf<'/auth/login', 'post'>>().toEqualTypeOf<Schemas['LoginForm']>();
    expectTypeOf<ResponseOf<'/auth/login', 'post'>>().toEqualTypeOf<Schemas['SessionJson']>();
    // 201 answers too.
    expectTypeOf<ResponseOf<'/api/contact', 'post'>>().toEqualTypeOf<Schemas['MessageJson']>();
    expectTypeOf<ResponseOf<'/users/{id}/role', 'patch'>>().toEqualTypeOf<Schemas['UserEnvelope']>();
    expectTypeOf<RequestBodyOf<'/api/orders/{id}/cancel', 'put'>>().toBeNever();
  });

  it('refuse undocumented paths, missing bodies and path parameters, and wrong bodies', () => {
    stubFetch({});
    const never = () => {
      // @ts-expect-error: no such documented path
      void postDocumented('/api/nowhere', {});
      // @ts-expect-error: GET only
      void postDocumented('/categories');
      // @ts-expect-error: the body is required
      void postDocumented('/auth/login');
      // @ts-expect-error: the path parameter is required
      void deleteDocumented('/users/{id}');
      // @ts-expect-error: `id` is a number in the document
      void getDocumented('/products/{id}', { pathParams: { id: 'seven' } });
      // @ts-expect-error: a field the form does not have
      void postDocumented('/api/newsletter', { body: { mail: 'a@b.co' } });
      // @ts-expect-error: the operation takes no body
      void putDocumented('/api/orders/{id}/cancel', { pathParams: { id: 'x' }, body: {} });
      // @ts-expect-error: not a documented query parameter
      void getDocumented('/products/featured', { params: { count: 8 } });
      // @ts-expect-error: the operation has no query parameters
      void getDocumented('/products/{id}', { pathParams: { id: 7 }, params: { limit: 1 } });
    };
    expect(typeof never).toBe('function');
  });

  it('file calls: an upload takes the documented form and answers its JSON; a download takes a non-JSON GET', () => {
    expectTypeOf<keyof MultipartFields<'/api/upload'>>().toEqualTypeOf<'api_key' | 'folder' | 'image' | 'signature' | 'timestamp'>();
    expectTypeOf(uploadDocumented<'/api/upload'>).returns.resolves.toEqualTypeOf<Schemas['UploadedImageJson']>();
    const never = () => {
      const fields = { image: new Blob(), api_key: 'k', timestamp: '1', signature: 's', folder: 'products' };
      void uploadDocumented('/api/upload', fields);
      // @ts-expect-error: a JSON route, not a multipart one
      void uploadDocumented('/auth/login', fields);
      // @ts-expect-error: a documented field missing
      void uploadDocumented('/api/upload', { image: new Blob() });
      void downloadDocumented('/admin/products/export.csv', { params: { search: 'sofa', sort: 'price' } });
      // @ts-expect-error: a JSON answer, read with getDocumented
      void downloadDocumented('/admin/products/stats');
      // @ts-expect-error: not a documented query parameter
      void downloadDocumented('/admin/products/export.csv', { params: { format: 'xlsx' } });
      void downloadDocumented('/api/orders/{id}/invoice.pdf', { pathParams: { id: 'SF7K3M9QXA' } });
      // @ts-expect-error: the path's id is required
      void downloadDocumented('/api/admin/orders/{id}/invoice.pdf');
    };
    expect(typeof never).toBe('function');
  });
});
