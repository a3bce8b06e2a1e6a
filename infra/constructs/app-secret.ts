// One Secrets Manager secret (JSON) for everything secret the functions need. The session key is
// generated here; the Stripe keys are empty placeholders the operator fills in after the first deploy
// (console or `aws secretsmanager put-secret-value`). Functions get only the ARN (SECRETS_ARN) and read
// the value lazily, caching it per container, so a cold start without Stripe traffic never fetches it.
import { RemovalPolicy } from 'aws-cdk-lib';
import { type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/** Keys of the secret's JSON value; the functions' secret loader reads the same names. */
export const secretKeys = {
  sessionSecret: 'session_secret',
  stripeSecretKey: 'stripe_secret_key',
  stripeWebhookSecret: 'stripe_webhook_secret',
  /**
   * The payouts Lambda's Connect webhook (decision 038), added by the operator with the other Stripe
   * values. Not in the generated template: changing a deployed secret's template regenerates its value,
   * which would wipe the Stripe keys already entered and sign every user out.
   */
  stripeConnectWebhookSecret: 'stripe_connect_webhook_secret',
} as const;

export class AppSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Carebook session signing key and Stripe keys (fill in the stripe_* values).',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ [secretKeys.stripeSecretKey]: '', [secretKeys.stripeWebhookSecret]: '' }),
        generateStringKey: secretKeys.sessionSecret,
        passwordLength: 64,
        excludePunctuation: true,
      },
      // The operator-entered Stripe keys must survive a stack replacement.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.secret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'No rotation Lambda applies: the Stripe keys are issued and rolled in the Stripe dashboard, and rotating the session key would sign every user out; it is rolled by hand when needed.',
      },
    ]);
  }

  grantRead(grantee: IGrantable): void {
    this.secret.grantRead(grantee);
  }
}
