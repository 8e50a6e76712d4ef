import { INVALID_EMAIL_MESSAGE } from '@boogy/contracts/email';
import { z } from 'zod';

const email = INVALID_EMAIL_MESSAGE;

/** The suggestion form: the spec's rules and messages, word for word (the name is required here). */
export const suggestionSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be less than 200 characters'),
  description: z.string().trim().min(10, 'Description must be at least 10 characters').max(1000, 'Description must be less than 1000 characters'),
  submitterName: z.string().trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  submitterEmail: z.union([z.literal(''), z.string().trim().pipe(z.email({ error: email }))]),
});
export type SuggestionValues = z.infer<typeof suggestionSchema>;

/** Contact Support: name 1–100, email, subject 1–200, message 10–2000. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be less than 100 characters'),
  email: z.string().trim().pipe(z.email({ error: email })),
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject must be less than 200 characters'),
  message: z.string().trim().min(10, 'Message must be at least 10 characters').max(2000, 'Message must be less than 2000 characters'),
});
export type ContactValues = z.infer<typeof contactSchema>;
