import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { makeUser } from '@/testing/auth-fixtures';
import { RegisterForm } from './register-form';

function renderRegister() {
  return renderWithProviders(<RegisterForm />, {
    url: '/register',
    path: '/register',
    routes: [{ path: '/', element: <p>Home page</p> }],
  });
}

beforeEach(() => window.sessionStorage.clear());

describe('registration validation', () => {
  it("shows the spec's messages for an empty form", async () => {
    const fetchMock = mockFetch({});
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'Please confirm your password',
      'You must accept the Terms of Service and Privacy Policy',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email, the Kenyan phone, the password length and the confirmation', async () => {
    mockFetch({});
    const { user } = renderRegister();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Phone number/), '0712 345');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Kenyan phone number (0712 345 678)')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('links the terms and privacy pages', () => {
    mockFetch({});
    renderRegister();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('registering', () => {
  async function fillIn(user: ReturnType<typeof renderRegister>['user']) {
    await user.type(screen.getByLabelText(/^First name/), 'Wanjiru');
    await user.type(screen.getByLabelText(/^Last name/), 'Kamau');
    await user.type(screen.getByLabelText(/^Email/), 'wanjiru@example.co.ke');
    await user.type(screen.getByLabelText(/^Phone number/), '0712 345 678');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it("sends 'First Last' and the phone as 254..., signs the customer in and goes home", async () => {
    const fetchMock = mockFetch({
      '/auth/register': () => jsonResponse({ user: makeUser(), token: 'new.token' }, { status: 201 }),
    });
    const { user, router } = renderRegister();
    await fillIn(user);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.co.ke',
      phone: '254712345678',
      password: 'secret123',
    });
    expect(window.sessionStorage.getItem('token')).toBe('new.token');
    expect(screen.getByText('Registration successful!')).toBeInTheDocument();
  });

  it("shows the server's field messages under the fields", async () => {
    mockFetch({
      '/auth/register': () =>
        jsonResponse({ error: 'conflict', message: 'Email already registered', fields: { email: 'Email already registered' } }, { status: 409 }),
    });
    const { user } = renderRegister();
    await fillIn(user);
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });
});
