import path from 'node:path';
import {
  FILE_RECHECK_MS,
  fileStamp,
  REMOTE_NAMES,
  remoteManifest,
  remotePackage,
} from '@sweepscout/api';

/** A remote whose manifest URL this site serves from its own folder (mf-<name>/dist). */
export function isDeployedHere(manifestUrl: string): boolean {
  return manifestUrl.startsWith('/remotes/');
}

/**
 * The remotes this server deploys from its own folder (mf-<name>/dist): their browser and server
 * manifests. A redeploy replaces them, so their modification times tell, at once and for the
 * price of a few stat calls, that a document rendered from the old builds is stale. (Remotes at
 * another origin are checked by the federation host's background manifest reads instead.)
 */
export class LocalBuildStamps {
  private version = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private stamps = '';

  constructor(
    private readonly siteRoot: string,
    private readonly onChange: () => void,
  ) {}

  private manifestFiles(): string[] {
    const manifest = remoteManifest();
    return REMOTE_NAMES.filter((name) => isDeployedHere(manifest[name])).flatMap((name) => {
      const dist = path.join(this.siteRoot, remotePackage(name), 'dist');
      return [path.join(dist, 'mf-manifest.json'), path.join(dist, 'server', 'mf-manifest.json')];
    });
  }

  /**
   * A number that changes whenever a locally deployed remote's build changed. Looked at as often
   * as the file stamps change (a burst of requests shares one look, without listing the files).
   */
  current(now = Date.now()): number {
    if (now - this.checkedAt < FILE_RECHECK_MS) return this.version;
    this.checkedAt = now;
    const stamps = this.manifestFiles()
      .map((file) => fileStamp(file, now))
      .join(',');
    if (stamps !== this.stamps) {
      this.stamps = stamps;
      this.version += 1;
      this.onChange();
    }
    return this.version;
  }
}
