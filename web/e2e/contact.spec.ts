import { expect, test } from '@playwright/test';

/**
 * The footer newsletter and the contact form post to the real gateway, which stores them in the
 * auth service: the journey checks the spec's validation messages and the success messages.
 */

test('the footer newsletter validates, then subscribes', async ({ page }) => {
  await page.goto('/about');
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await form.scrollIntoViewIfNeeded();
  const email = form.getByLabel('Email address');

  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();

  await email.fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();

  await email.fill(`journey-${Date.now()}@example.co.ke`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing!').first()).toBeVisible();
});

test('the contact form sends a message', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();

  await form.getByLabel('Full name').fill('Akinyi Otieno');
  await form.getByLabel('Email').fill('akinyi@example.co.ke');
  await form.getByLabel('Subject').selectOption({ index: 1 });
  await form.getByLabel('Message').fill('Do you deliver a 3-seater sofa to Kisumu, and how long does it take?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText("Message sent successfully! We'll get back to you soon.").first(),
  ).toBeVisible();
});
