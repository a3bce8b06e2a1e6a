// The browser-facing security headers of the local runtime: the same CSP and headers as the
// CloudFront response-headers policy, minus HSTS and the https upgrade (local is plain http).
import { contentSecurityPolicy } from '#infra/config/content-security-policy.ts';

export function securityHeaders(filesOrigin: string): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy({ filesOrigin, upgradeInsecureRequests: false }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}
