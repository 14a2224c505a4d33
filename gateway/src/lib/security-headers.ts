/** For answers written before Fastify routes anything (client errors): the same policy, without the per-host socket sources. */
export const rawSecurityHeaders: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};
