// What the deployed bundles use in place of `@aws-sdk/credential-provider-node` (an esbuild alias in
// lambda-bundling.ts). Lambda always hands a function its role's credentials in AWS_ACCESS_KEY_ID,
// AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, so the default chain's first link is the only one that
// ever answers there; the other links (SSO, ini files, process, web identity, IMDS/ECS) and the STS/SSO
// clients they carry cost ~115 KB per bundle. Local runs and tests are not bundled and keep the full
// chain. The export list mirrors the aliased package's index so every SDK client still links.
import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { AwsCredentialIdentity } from '@aws-sdk/types';

type FromEnvInit = Parameters<typeof fromEnv>[0];

export const defaultProvider = (init: FromEnvInit = {}) => fromEnv(init);

export const credentialsWillNeedRefresh = (credentials?: AwsCredentialIdentity): boolean => credentials?.expiration !== undefined;

/** Same five-minute margin as the SDK's own chain. */
export const credentialsTreatedAsExpired = (credentials?: AwsCredentialIdentity): boolean =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
