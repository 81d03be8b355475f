/**
 * The API as a library, for the page server (the site package): the server it starts with a
 * renderer, the port that renderer implements, and the few helpers a render shares with the
 * API's own answers (the page cache's URL, the CSP's script hashes, the remotes and their builds).
 * `node dist/server.js` runs the API alone.
 */
export { runServer, type SiteOptions } from './server';
export { createApp, type AppOptions } from './app';
export type { PageRenderer, PageRenderRequest } from './site/pageRenderer';
export { inProcessFetch } from './site/inProcessFetch';
export { answeredUrl } from './http/answerCache';
export { inlineScriptHashes } from './http/securityHeaders';
export { logger } from './log/logger';
export { REPO_ROOT } from './paths';
export { pagePreloadLinks } from './site/preloads';
export { assertPinnedManifest, sha256Hex } from './site/remotePins';
export { remoteManifest } from './site/remotes';
export { REMOTE_NAMES, remotePackage } from './workspace';
export { SERVER_BUILDS_PREFIX } from './site/serverBuilds';
export { ownRequestHeaders } from './http/ownRequests';
export { ownOrigin, setOwnOrigin } from './http/ownOrigin';
export { FILE_RECHECK_MS, fileStamp, madeFromFile } from './site/fileStamps';
