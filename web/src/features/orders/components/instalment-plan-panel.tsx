import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';

import { InstalmentSchedule } from '@/components/instalment-schedule';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { formatKsh } from '@/lib/format';
import { orderKeys } from '@/lib/orders/keys';
import type { Order } from '@/types/order';

import { payInstalment } from '../api/pay-instalment';

/** How often the order is read again while a prompt waits for the payer, and for how long. */
const REFRESH_MS = 3000;
const REFRESH_FOR_MS = 120_000;

type InstalmentPlanPanelProps = { order: Order; showPay?: boolean };

/**
 * A Lipa Mdogo Mdogo order's plan on its page (issue 24, part 7): the schedule, the balance and
 * every payment, and, while it is being paid, an M-Pesa prompt for the amount due (or any
 * amount up to the balance). The order is read again every few seconds after a prompt, so the
 * balance moves as soon as the payment lands.
 */
export function InstalmentPlanPanel({ order, showPay = true }: InstalmentPlanPanelProps) {
  const plan = order.instalment_plan;
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(order.phone);
  const [amount, setAmount] = useState(String(Math.ceil(plan?.nextDue ?? 0)));
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  const [waitingSince, setWaitingSince] = useState<number | null>(null);
  const paid = plan?.paid ?? 0;

  useEffect(() => {
    setAmount(String(Math.ceil(plan?.nextDue ?? 0)));
    setWaitingSince(null);
  }, [paid, plan?.nextDue]);

  useEffect(() => {
    if (waitingSince === null) return;
    const timer = window.setInterval(() => {
      if (Date.now() - waitingSince > REFRESH_FOR_MS) {
        setWaitingSince(null);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.public_id) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [waitingSince, queryClient, order.public_id, order.id]);

  if (!plan) return null;
  const payable = showPay && plan.state === 'active' && order.order_status === 'pending';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ksh = Number(amount);
    if (!Number.isInteger(ksh) || ksh < 1) {
      setMessage({ tone: 'error', text: 'Enter a whole number of shillings' });
      return;
    }
    setBusy(true);
    setMessage(undefined);
    try {
      const prompt = await payInstalment(order.id, phone, ksh);
      setMessage({ tone: 'info', text: `Check your phone: enter your M-Pesa PIN to pay ${formatKsh(prompt.amount)}.` });
      setWaitingSince(Date.now());
    } catch (error) {
      setMessage({ tone: 'error', text: isApiError(error) ? error.message : 'Failed to initiate M-Pesa payment' });
    }
    setBusy(false);
  }

  return (
    <div data-testid="instalment-plan">
      <InstalmentSchedule plan={plan} />
      {payable && (
        <form onSubmit={(event) => void onSubmit(event)} aria-label="Pay an instalment" noValidate>
          <Input label="M-Pesa number" name="instalmentPhone" value={phone} onChange={(e) => setPhone(e.target.value)} inputMode="tel" />
          <Input
            label={`Amount (KSh, up to ${formatKsh(plan.balance)})`}
            name="instalmentAmount"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="numeric"
          />
          <Button type="submit" disabled={busy} fullWidth>
            {busy ? 'Sending...' : 'Pay with M-Pesa'}
          </Button>
          {message && (
            <p role={message.tone === 'error' ? 'alert' : 'status'} data-testid="instalment-message">
              {message.text}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
