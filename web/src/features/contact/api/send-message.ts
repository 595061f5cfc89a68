import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { postDocumented, type Conforms, type ResponseOf, type Schemas } from '@/lib/api-contract';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One schema for the form and the request (customer-side.md section 5, "Contact form"):
 * name, email, subject and message required; phone optional.
 */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, 'Please enter a valid email'),
  phone: z
    .string()
    .trim()
    .max(20, 'Phone number must be at most 20 characters')
    .refine((value) => value === '' || /^[+\d][\d\s-]{6,}$/.test(value), 'Please enter a valid phone number'),
  subject: z.string().trim().min(1, 'Subject is required').max(150, 'Subject must be at most 150 characters'),
  message: z.string().trim().min(1, 'Message is required').max(5000, 'Message must be at most 5000 characters'),
});

export type ContactInput = Conforms<z.infer<typeof contactSchema>, Schemas['ContactForm']>;
export type ContactField = keyof ContactInput;

export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you soon.";
export const CONTACT_FAILURE_MESSAGE = 'Failed to send message. Please try again.';

/** `POST /api/contact` -> 201 `{ message }`; 400 with `fields`. */
export function sendMessage(input: ContactInput): Promise<ResponseOf<'/api/contact', 'post'>> {
  return postDocumented('/api/contact', { body: input });
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
