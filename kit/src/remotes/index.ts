export * from './RemoteSlot';
export * from './PreloadedRemotes';
export type { PageLoader, PageLoaderContext } from './pageLoader';
export type { ServerFragments, ServerStore, ShellServer } from './shellServer';
export { ServerFragmentsContext, ServerMemo } from './ServerMemo';
export {
  forgetRemoteComponent,
  importRemoteComponent,
  isVersionRefusal,
  preloadRemoteModule,
  remoteComponent,
} from './loadRemoteModule';
export {
  REMOTE_MANIFEST_URL,
  acceptRemote,
  fetchRemoteList,
  registerRemotesFromManifest,
  resetRemote,
} from './remoteRegistry';
export {
  assertRequirementsMet,
  RemoteRefusedError,
  unmetRequirements,
  type RemoteBuildManifest,
  type UnmetRequirement,
} from './requirements';
export { preloadOnIntent, preloadRoute } from './preloadRoute';
export { REMOTE_PINS_URL, RemotePinError } from './manifestPins';
export { isRemoteRefusal, remoteLoadingPolicy, type RemoteLoadingPolicy } from './loadingPolicy';
