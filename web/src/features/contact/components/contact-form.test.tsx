import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';

import { ContactForm } from './contact-form';
import { bodyText, urlOf } from '@/testing/requests';

describe('contact form', () => {
  it('requires name, email, subject and message, but not phone', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderWithProviders(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the message to /api/contact and confirms', async () => {
    const fetchMock = mockFetch({
      '/api/contact': () => jsonResponse({ message: "Message sent successfully! We'll get back to you soon." }, { status: 201 }),
    });
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Achieng Otieno');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'achieng@example.co.ke');
    await user.selectOptions(screen.getByRole('combobox', { name: /Subject/ }), 'Custom furniture');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Can you make a 4 m sofa?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findAllByText("Message sent successfully! We'll get back to you soon.")).not.toHaveLength(0);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url)).toBe('/api/contact');
    expect(JSON.parse(bodyText(init))).toEqual({
      name: 'Achieng Otieno',
      email: 'achieng@example.co.ke',
      phone: '',
      subject: 'Custom furniture',
      message: 'Can you make a 4 m sofa?',
    });
  });

  it('shows the failure message when sending fails', async () => {
    mockFetch({ '/api/contact': () => jsonResponse({ error: 'internal', message: 'x' }, { status: 500 }) });
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'A');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'a@b.co');
    await user.selectOptions(screen.getByRole('combobox', { name: /Subject/ }), 'Other');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText('Failed to send message. Please try again.')).not.toHaveLength(0);
  });
});
