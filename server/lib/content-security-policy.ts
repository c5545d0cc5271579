/** No inline scripts; react-hot-toast injects its styles at runtime, hence style-src 'unsafe-inline'. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * The API reference page (Redoc) embeds its icon font as a data: URL; everything else about it is
 * the site's policy (its scripts are files, see scripts/api-docs.ts).
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = `${CONTENT_SECURITY_POLICY}; font-src 'self' data:`;
