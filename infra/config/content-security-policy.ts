// The Content-Security-Policy, one definition for CloudFront (infra) and the local runtime, so the app
// is developed under the policy it ships with. Pure: no CDK import, cheap to load at `npm start`.
//
// Stripe's embedded checkout needs its script, frames and API; the files origin is needed because the
// browser uploads to (and shows images and PDFs from) presigned S3 URLs directly. Mantine sets inline style
// attributes, hence 'unsafe-inline' for styles only; scripts stay strict.
export interface CspOptions {
  /** Origin of the files bucket (presigned uploads and images). */
  readonly filesOrigin: string;
  /** Deployed over HTTPS: upgrade stray http:// subresources. Off locally (plain http on loopback). */
  readonly upgradeInsecureRequests: boolean;
}

export function contentSecurityPolicy(options: CspOptions): string {
  const stripe = ['https://js.stripe.com', 'https://*.stripe.com'];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripe],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com', options.filesOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...stripe, options.filesOrigin],
    // PDF previews of client files frame their presigned URL.
    'frame-src': [...stripe, options.filesOrigin],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    ...(options.upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
