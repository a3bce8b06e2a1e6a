// Secrets (session key, Stripe keys). In AWS they live in one Secrets Manager secret, read on first
// use and cached for the life of the container; locally and in tests they come from the environment.
import * as z from 'zod';
import { env } from '#functions/lib/config/env.ts';
import { getSecretString } from '#functions/lib/config/get-secret-value.ts';

// The deployed secret starts with empty Stripe entries for the operator to fill in: '' means "not set".
const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

const secretsSchema = z.object({
  session_secret: z.string().min(32, 'session_secret must be at least 32 characters'),
  stripe_secret_key: optionalSecret,
  stripe_webhook_secret: optionalSecret,
});
export type Secrets = z.infer<typeof secretsSchema>;

let cached: Promise<Secrets> | undefined;

async function fromSecretsManager(arn: string): Promise<Secrets> {
  return secretsSchema.parse(JSON.parse(await getSecretString(env().AWS_REGION, arn)));
}

function fromEnvironment(): Secrets {
  return secretsSchema.parse({
    session_secret: process.env.SESSION_SECRET,
    stripe_secret_key: process.env.STRIPE_SECRET_KEY,
    stripe_webhook_secret: process.env.STRIPE_WEBHOOK_SECRET,
  });
}

export function secrets(): Promise<Secrets> {
  const arn = env().SECRETS_ARN;
  cached ??= arn ? fromSecretsManager(arn) : Promise.resolve().then(fromEnvironment);
  // A failed read is not cached: the next request tries again.
  cached.catch(() => {
    cached = undefined;
  });
  return cached;
}
