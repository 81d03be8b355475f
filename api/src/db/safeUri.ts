/** A database URI fit for a log: user name and password removed, everything else kept. */
export function withoutCredentials(uri: string): string {
  return uri.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, '$1');
}
