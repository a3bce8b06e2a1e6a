// Security headers added by CloudFront to every response, SPA and API alike, so they hold even for
// error pages and cannot be forgotten in a handler.
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { contentSecurityPolicy } from '#infra/config/content-security-policy.ts';

export interface SecurityHeadersProps {
  /** `https://<files bucket regional domain>`, allowed for uploads and images. */
  readonly filesOrigin: string;
}

export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SecurityHeadersProps) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Carebook security headers (CSP, HSTS, nosniff, referrer, frame options)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy({ filesOrigin: props.filesOrigin, upgradeInsecureRequests: true }), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true }],
      },
    });
  }
}
