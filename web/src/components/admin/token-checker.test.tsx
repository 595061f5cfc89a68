import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeJwt, liveToken, makeAdmin, unauthorized, verifyAnswer } from '@/testing/auth-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { TokenChecker } from './token-checker';

function statusOf() {
  return within(screen.getByRole('region', { name: 'Session token' }));
}

describe('token checker', () => {
  it('says Missing without a token, and asks no one', () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<TokenChecker token={null} />);
    expect(statusOf().getByText('Missing')).toBeInTheDocument();
    expect(screen.getByText('No authentication token found. Please log in.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Expired for a past exp without calling the server', () => {
    const fetchMock = mockFetch({});
    const expired = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) - 60 });
    renderWithProviders(<TokenChecker token={expired} />);
    expect(statusOf().getByText('Expired')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Valid when the server accepts the token', async () => {
    const admin = makeAdmin();
    const token = liveToken(admin);
    const fetchMock = mockFetch({ '/users/verify-token': verifyAnswer(admin) });
    renderWithProviders(<TokenChecker token={token} />);
    expect(statusOf().getByText('Unknown')).toBeInTheDocument();
    expect(await statusOf().findByText('Valid')).toBeInTheDocument();
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it('says Invalid when the server answers 401', async () => {
    mockFetch({ '/users/verify-token': unauthorized });
    renderWithProviders(<TokenChecker token={liveToken(makeAdmin())} />);
    expect(await statusOf().findByText('Invalid')).toBeInTheDocument();
  });

  it('says Unknown when the server cannot answer', async () => {
    mockFetch({ '/users/verify-token': () => jsonResponse({ error: 'internal', message: 'boom' }, { status: 502 }) });
    renderWithProviders(<TokenChecker token="opaque-token" />);
    expect(await screen.findByText('The token could not be checked right now.')).toBeInTheDocument();
    expect(statusOf().getByText('Unknown')).toBeInTheDocument();
  });
});
