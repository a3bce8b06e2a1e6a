// Deep links (/clients/01J..., /book) must load the SPA shell. A viewer-request CloudFront Function on
// the default (S3) behaviour rewrites any path whose last segment has no file extension to
// /index.html. Distribution-wide errorResponses would do the same for S3's 403, but they also apply to
// the /api/* behaviour and would turn the API's own 403/404 JSON into index.html with status 200.
import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

/** CloudFront Functions JavaScript (cloudfront-js-2.0); exported so tests can run it. */
export const spaFallbackSource = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export class SpaFallback extends Construct {
  readonly fn: CloudFrontFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.fn = new CloudFrontFunction(this, 'Function', {
      comment: 'Serves /index.html for extension-less paths (SPA deep links)',
      code: FunctionCode.fromInline(spaFallbackSource),
      runtime: FunctionRuntime.JS_2_0,
    });
  }
}
