// DTOs of the system group, shared by the API and the web app.
import { z } from 'zod';

export const healthResponse = z.object({
  meta: z.object({}),
  data: z.object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    gitsha: z.string(),
    table: z.enum(['ok', 'unavailable']),
  }),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const configResponse = z.object({
  stripePublicKey: z.string().nullable(),
});
export type ConfigResponse = z.infer<typeof configResponse>;
