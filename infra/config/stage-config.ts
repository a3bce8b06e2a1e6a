// Stage configuration (infra/config/<stage>.json), validated before anything is built so a typo fails
// the synth with a readable message instead of producing a subtly wrong stack. No secrets live here:
// they are generated into or filled in Secrets Manager (see constructs/app-secret.ts).
import { existsSync, readFileSync } from 'node:fs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import * as z from 'zod';

const retentionValues = new Set<number>(Object.values(RetentionDays).filter((v) => typeof v === 'number'));

export const stageConfigSchema = z
  .strictObject({
    /** Both optional: without them the stack is environment-agnostic and synthesises offline. */
    account: z.string().regex(/^\d{12}$/, 'must be a 12-digit AWS account id').optional(),
    region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as eu-west-1').optional(),
    /** The origin users reach the app on; emailed links and the files bucket CORS rule use it. */
    appOrigin: z.url({ protocol: /^https$/, message: 'must be an https:// URL' }),
    /** The app's own host name. With certificateArn it becomes the CloudFront alias. */
    appDomain: z.hostname().optional(),
    /** ACM certificate for appDomain; CloudFront only accepts certificates from us-east-1. */
    certificateArn: z.string().regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/.+$/, 'must be an ACM certificate in us-east-1').optional(),
    /** Optional AWS WAF web ACL (scope CLOUDFRONT, so also us-east-1). */
    webAclArn: z.string().regex(/^arn:aws:wafv2:us-east-1:\d{12}:global\/webacl\/.+$/, 'must be a CLOUDFRONT-scoped WAFv2 web ACL').optional(),
    logRetentionDays: z.number().int().refine((days) => retentionValues.has(days), 'must be a CloudWatch Logs retention value (1, 3, 5, 7, 14, 30, 60, 90, ...)').default(90),
    logLevel: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    alarmEmail: z.email().optional(),
    /** Public by design (it is sent to browsers); the secret keys are in Secrets Manager. */
    stripePublishableKey: z.string().startsWith('pk_').optional(),
    functionMemoryMb: z.number().int().min(128).max(10240).default(512),
    tracing: z.boolean().default(false),
  })
  .superRefine((config, ctx) => {
    const origin = new URL(config.appOrigin);
    if (config.appOrigin !== origin.origin) {
      ctx.addIssue({ code: 'custom', path: ['appOrigin'], message: `must be a bare origin such as ${origin.origin} (no path or trailing slash)` });
    }
    if (config.appDomain !== undefined && origin.hostname !== config.appDomain) {
      ctx.addIssue({ code: 'custom', path: ['appOrigin'], message: `must be https://${config.appDomain} when appDomain is set` });
    }
    if (config.certificateArn !== undefined && config.appDomain === undefined) {
      ctx.addIssue({ code: 'custom', path: ['certificateArn'], message: 'needs appDomain (the name the certificate is for)' });
    }
  });

export type StageConfig = z.infer<typeof stageConfigSchema>;

/** Parses a config object; every problem is listed in one error. */
export function parseStageConfig(raw: unknown, source: string): StageConfig {
  const result = stageConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`Invalid stage config ${source}:\n${problems.join('\n')}`);
}

/** Reads infra/config/<stage>.json. The stage name is checked first so it cannot point outside the folder. */
export function loadStageConfig(stage: string, configDir = new URL('./', import.meta.url)): StageConfig {
  if (!/^[a-z][a-z0-9-]*$/.test(stage)) throw new Error(`Invalid stage "${stage}": use lower-case letters, digits and dashes`);
  const file = new URL(`${stage}.json`, configDir);
  if (!existsSync(file)) throw new Error(`No config for stage "${stage}": create infra/config/${stage}.json`);
  return parseStageConfig(JSON.parse(readFileSync(file, 'utf8')), `infra/config/${stage}.json`);
}
