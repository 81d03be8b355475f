let origin: string | null = null;

/**
 * Server-rendered pages read their data with the same RTK Query endpoints as the browser, which
 * fetch relative URLs ('/api/...'). In Node a relative URL has no origin and fetch rejects it, so
 * relative URLs are sent to this very server over loopback (`loopbackOrigin`, the address and
 * port the page request came in on); every other URL goes to the real fetch unchanged.
 *
 * Not yet in process: answering them with light-my-request injected into the same Express app
 * broke the outer page request (its req lost IncomingMessage's prototype: "req._dump is not a
 * function"); see the README, "Server rendering through federation".
 */
export function installRelativeFetch(loopbackOrigin: string): void {
  if (origin !== null) return;
  origin = loopbackOrigin;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    typeof input === 'string' && input.startsWith('/')
      ? networkFetch(`${origin}${input}`, init)
      : networkFetch(input, init);
}
