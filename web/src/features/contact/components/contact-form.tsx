import { useState, type FormEvent } from 'react';

import { CheckIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/toast';
import { SHOP } from '@/config/shop';
import { isApiError } from '@/lib/api-client';

import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  contactSchema,
  useSendMessage,
  type ContactField,
  type ContactInput,
} from '../api/send-message';
import styles from './contact-form.module.css';

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };

const SUBJECTS = [
  'Product enquiry',
  'Order or delivery',
  'Returns and refunds',
  'Custom furniture',
  'Interior design',
  'Corporate orders',
  'Feedback',
  'Other',
];

type FieldErrors = Partial<Record<ContactField, string>>;

/** The contact page's message form. */
export function ContactForm() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const send = useSendMessage();
  const { toast } = useToast();

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactField;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSent(true);
        setValues(EMPTY);
        toast({ type: 'success', message: CONTACT_SUCCESS_MESSAGE });
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          setErrors(error.fields);
          return;
        }
        setFailure(CONTACT_FAILURE_MESSAGE);
        toast({ type: 'error', message: CONTACT_FAILURE_MESSAGE });
      },
    });
  }

  if (sent) {
    return (
      <div className={styles.sent} role="status">
        <span className={styles.sentIcon}>
          <CheckIcon size={28} />
        </span>
        <p className={styles.sentTitle}>{CONTACT_SUCCESS_MESSAGE}</p>
        <p>We reply to every message within {SHOP.replyWithin}, usually much sooner.</p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Send us a message">
      <div className={styles.grid}>
        <Input
          id="contact-name"
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name}
        />
        <Input
          id="contact-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={errors.email}
        />
        <Input
          id="contact-phone"
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0712 345 678"
          value={values.phone}
          onChange={(event) => change('phone', event.target.value)}
          error={errors.phone}
        />
        <Select
          id="contact-subject"
          label="Subject"
          name="subject"
          required
          placeholder="Choose a subject"
          options={SUBJECTS.map((subject) => ({ value: subject, label: subject }))}
          value={values.subject}
          onChange={(event) => change('subject', event.target.value)}
          error={errors.subject}
        />
      </div>
      <Textarea
        id="contact-message"
        label="Message"
        name="message"
        required
        rows={6}
        placeholder="Tell us how we can help: a product name, an order number, your measurements..."
        value={values.message}
        onChange={(event) => change('message', event.target.value)}
        error={errors.message}
      />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="lg" loading={send.isPending} loadingLabel="Sending">
          Send Message
        </Button>
        <p className={styles.note}>We reply within {SHOP.replyWithin}.</p>
      </div>
    </form>
  );
}
