import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { NewsletterForm } from './newsletter-form';

describe('newsletter form', () => {
  it('requires an email', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an address that does not look like an email', async () => {
    mockFetch({});
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'wanjiku@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email');
  });

  it('posts the email and thanks the subscriber for 5 seconds', async () => {
    const fetchMock = mockFetch({ '/api/newsletter': () => jsonResponse({ message: 'Thank you for subscribing!' }, { status: 201 }) });
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), ' wanjiku@example.co.ke ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(JSON.stringify({ email: 'wanjiku@example.co.ke' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('');

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('says so when subscribing fails', async () => {
    mockFetch({ '/api/newsletter': () => jsonResponse({ error: 'internal', message: 'x' }, { status: 500 }) });
    const { user } = renderWithProviders(<NewsletterForm />);
    await user.type(screen.getByLabelText('Email address'), 'wanjiku@example.co.ke');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });
});
