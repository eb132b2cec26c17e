/** Where the Stripe SDK sends its requests, in the SDK's own `host`, `port` and `protocol` options. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * Reads STRIPE_API_URL (e.g. `http://127.0.0.1:12111` for a Stripe-compatible test server) into
 * the SDK's options. The SDK has no base-path option, so a URL with a path, query, fragment or
 * credentials could not be honoured and is refused rather than silently ignored.
 * @throws Error naming the variable's problem, so start-up fails with a clear message.
 */
export function parseStripeApiUrl(apiUrl: string): StripeApiAddress {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error(`STRIPE_API_URL is not a valid URL: ${apiUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`STRIPE_API_URL must use http or https, not ${url.protocol.replace(/:$/, '')}: ${apiUrl}`);
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`STRIPE_API_URL must be an origin only (scheme, host and port), without a path, query or credentials: ${apiUrl}`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    // URL keeps an IPv6 host in brackets; Node's http.request wants it bare.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
