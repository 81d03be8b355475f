export * from './RemoteSlot';
export * from './PreloadedRemotes';
export {
  forgetRemoteComponent,
  importRemoteComponent,
  isVersionRefusal,
  preloadRemoteModule,
  remoteComponent,
} from './loadRemoteModule';
export { REMOTE_MANIFEST_URL, registerRemotesFromManifest, resetRemote } from './remoteRegistry';
export { preloadOnIntent, preloadRoute } from './preloadRoute';
