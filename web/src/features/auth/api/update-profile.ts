import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { putDocumented, type Conforms, type Schemas } from '@/lib/api-contract';

import type { User } from '@/types/user';
import { isKenyanPhone } from '@/lib/phone';
import { emailField, normalisePhone, PHONE_INVALID } from '@/lib/validation';

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** The account's Profile tab (customer-side.md section 3, "Profile form"). */
export const profileSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  email: emailField('Email is invalid'),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || isKenyanPhone(value), PHONE_INVALID)
    .transform((value) => (value === '' ? '' : normalisePhone(value))),
  address: optionalText(200, 'Address'),
  city: optionalText(100, 'City'),
  state: optionalText(100, 'County'),
  zipCode: optionalText(20, 'Postal code'),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileRequest = Conforms<z.output<typeof profileSchema>, Schemas['ProfileForm']>;

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';
export const PROFILE_FAILED_MESSAGE = 'Failed to update profile';

/** `PUT /auth/profile` -> `{ user }`; 400 with `fields`; 409 'Email already registered'. */
export async function updateProfile(request: ProfileRequest): Promise<User> {
  return (await putDocumented('/auth/profile', { body: request })).user;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
