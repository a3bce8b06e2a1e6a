// Building blocks shared by every contract: ids, refs, emails, passwords, percentages.
import * as z from 'zod';

export const id = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a valid id');
export const email = z.string().trim().toLowerCase().pipe(z.email('Email Not valid').max(254));
export const requiredText = (max: number) => z.string().trim().min(1, "can't be blank").max(max);
export const password = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');
export const percentage = z.int().min(0).max(100);

export const employeeRef = z.object({ id: z.string(), name: z.string() });
export type EmployeeRef = z.infer<typeof employeeRef>;
export const clientRef = z.object({ id: z.string(), name: z.string(), last_name: z.string() });
export type ClientRef = z.infer<typeof clientRef>;
export const locationRef = z.object({ id: z.string(), name: z.string() });
export type LocationRef = z.infer<typeof locationRef>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** `password` and `password_confirmation` must match ("Passwords do not match"). */
export function withConfirmation<T extends z.ZodObject<{ password: typeof password; password_confirmation: z.ZodString }>>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });
}
