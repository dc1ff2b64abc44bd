// The contact form's request schema; the form validates with it before sending.
import { z } from 'zod';
import { pageQuerySchema } from '../api-schemas';
import { emailSchema } from './auth-schemas';
import { CONTACT_MESSAGE_MAX, CONTACT_USERNAME_MAX } from './contact';

/** A line break in a name or address could smuggle extra mail headers; none is ever accepted. */
const singleLine = (label: string) =>
  z
    .string()
    .refine((value) => !/\p{Cc}/u.test(value), `${label} must be on one line, without control characters`);

export const contactBodySchema = z.object({
  username: z
    .string({ error: 'Username is required.' })
    .trim()
    .min(1, 'Username is required.')
    .max(CONTACT_USERNAME_MAX, `Username must be at most ${CONTACT_USERNAME_MAX} characters.`)
    .pipe(singleLine('Username')),
  // An empty field means "no email", as the form sends it.
  email: z.union([z.literal(''), emailSchema]).optional(),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** A stored contact message as the admin's Customer messages page lists it. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  message: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageListQuerySchema = pageQuerySchema(20);

export const contactMessageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

export const contactMessageReadBodySchema = z.strictObject({
  read: z.boolean({ error: 'read must be true or false' }),
});
