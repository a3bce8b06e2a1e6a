// Environment validated once at cold start. Every missing or bad variable is listed in one error so
// a misconfigured deploy or laptop says everything that is wrong at once.
import * as z from 'zod';

const envSchema = z.object({
  STAGE: z.enum(['local', 'test', 'aws']),
  AWS_REGION: z.string().min(1),
  TABLE_NAME: z.string().min(1),
  FILES_BUCKET: z.string().min(1),
  APP_ORIGIN: z.url({ protocol: /^https?$/ }),
  APP_VERSION: z.string().min(1).default('dev'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Local engines; unset in AWS. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  /** The Stripe publishable key is public by design; null turns the Stripe widgets off. */
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
  /** Local only: the Stripe emulator (`http://127.0.0.1:<port>`); unset means api.stripe.com. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** AWS: the Secrets Manager secret holding session and Stripe secrets. Locally they come from env. */
  SECRETS_ARN: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return source[name] === undefined ? `${name} is missing` : `${name} is invalid: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

let cached: Env | undefined;

/** The validated environment of this process (parsed on first use, then cached). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Drops the parsed environment (tests that start a local engine, such as the Stripe emulator, after the first read). */
export function forgetEnv(): void {
  cached = undefined;
}
