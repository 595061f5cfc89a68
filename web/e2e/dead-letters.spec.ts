import { execFileSync } from 'node:child_process';

import { expect, test } from '@playwright/test';
import { ADMIN_EMAIL, adminPassword } from './support/shop';

/**
 * An admin sees the events a service gave up on at /admin/dead-letters, inspects one and
 * replays it (real gateway and orders service). The dead letter is stored the way the orders
 * consumer stores a poison message (the consumer itself is tested in crates/common/tests/events.rs):
 * a payment event naming no valid order, so its replay fails and says why. Needs DATABASE_URL
 * (the stack's database) and psql.
 */

/** Stores a dead letter in the orders schema; its row id. */
function storePoison(marker: string): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must name the stack database');
  // PaymentFailed { order_id: marker } as protobuf: field 2, length-delimited.
  const payload = Buffer.concat([Buffer.from([0x12, marker.length]), Buffer.from(marker)]).toString('hex');
  const sql = `INSERT INTO orders.event_dead_letters (consumer, message_id, routing_key, payload, attempts, reason, error)
    VALUES ('orders.payments', gen_random_uuid(), 'payment.failed', '\\x${payload}'::bytea, 1, 'permanent_error',
            'event has order_id "${marker}"') RETURNING id`;
  return execFileSync('psql', ['-qtAX', url, '-c', sql], { encoding: 'utf8' }).trim().split('\n')[0];
}

test('an admin inspects a dead letter and a failing replay says why', async ({ page }) => {
  const marker = `poison-${Date.now()}`;
  const id = storePoison(marker);

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(ADMIN_EMAIL);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(adminPassword());
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // Dead letters are a developer tool: under Operations in the admin navigation only.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Operations' }).click();
  await page.getByRole('link', { name: 'Open Dead Letters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dead Letters' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: `orders #${id}` });
  await expect(row.getByText('Unreadable')).toBeVisible();
  await row.getByRole('button', { name: 'Inspect' }).click();
  await expect(page.getByText(`order_id: "${marker}"`)).toBeVisible();

  await row.getByRole('button', { name: 'Replay' }).click();
  await expect(page.getByText(/replaying dead letter .* failed/).first()).toBeVisible();
  await expect(row.getByRole('button', { name: 'Replay' })).toBeVisible();
});
