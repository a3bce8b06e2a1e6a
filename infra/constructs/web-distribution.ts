// CloudFront in front of everything, so the SPA and the API share one origin (no CORS, first-party
// cookies): the default behaviour serves the built SPA from S3 through origin access control, and
// /api/* goes uncached to the HTTP API with the viewer's cookies, query strings and headers.
import { Fn } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  type DistributionProps,
  FunctionEventType,
  HttpVersion,
  type IResponseHeadersPolicy,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { SecurityHeaders } from '#infra/constructs/security-headers.ts';
import { SpaFallback } from '#infra/constructs/spa-fallback.ts';

export interface WebDistributionProps {
  readonly webBucket: IBucket;
  readonly filesBucket: IBucket;
  readonly logBucket: IBucket;
  readonly api: IHttpApi;
  /** Custom domain: both set, or neither (then the *.cloudfront.net name is used). */
  readonly domain?: { readonly name: string; readonly certificateArn: string } | undefined;
  readonly webAclArn?: string | undefined;
}

export class WebDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    const headers = new SecurityHeaders(this, 'SecurityHeaders', {
      filesOrigin: `https://${props.filesBucket.bucketRegionalDomainName}`,
    });
    const spaFallback = new SpaFallback(this, 'SpaFallback');
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Carebook web app and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe edges only: the practices are there, and it is the cheapest class.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.webBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: headers.policy,
        functionAssociations: [{ function: spaFallback.fn, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': apiBehaviour(props.api, headers.policy),
      },
      ...domainProps(this, props.domain),
      ...(props.webAclArn === undefined ? {} : { webAclId: props.webAclArn }),
    });
    this.suppressFindings(props);
  }

  private suppressFindings(props: WebDistributionProps): void {
    const reasons = [
      { id: 'AwsSolutions-CFR1', reason: 'Practices serve clients wherever they travel; there is no legal or business need to block countries.' },
    ];
    if (props.webAclArn === undefined) {
      reasons.push({ id: 'AwsSolutions-CFR2', reason: 'AWS WAF is optional per stage config (webAclArn); it costs a fixed monthly fee a small practice may not want. Set webAclArn to attach one.' });
    }
    if (props.domain === undefined) {
      reasons.push({ id: 'AwsSolutions-CFR4', reason: 'Without a custom domain the default *.cloudfront.net certificate is used, whose security policy CloudFront fixes at TLSv1; configure appDomain + certificateArn to enforce TLSv1.2_2021.' });
    }
    NagSuppressions.addResourceSuppressions(this.distribution, reasons);
  }
}

/**
 * /api/* goes uncached to the HTTP API with every viewer header (cookies, Origin, Content-Type, ...),
 * all query strings and cookies, but not Host: API Gateway routes on its own host name.
 */
function apiBehaviour(api: IHttpApi, headers: IResponseHeadersPolicy): BehaviorOptions {
  return {
    origin: new HttpOrigin(Fn.parseDomainName(api.apiEndpoint), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    }),
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_ALL,
    cachePolicy: CachePolicy.CACHING_DISABLED,
    originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy: headers,
  };
}

function domainProps(scope: Construct, domain: WebDistributionProps['domain']): Partial<DistributionProps> {
  if (domain === undefined) return {};
  return {
    domainNames: [domain.name],
    certificate: Certificate.fromCertificateArn(scope, 'Certificate', domain.certificateArn),
    minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
  };
}
