// @ts-check
/**
 * Development only: makes an exposed module of a remote accept its own hot updates (and those of
 * everything it imports), then tells the page which module changed. The shell runs production
 * React, which has no Fast Refresh hooks, so instead of reloading the page the kit's RemoteSlot
 * re-mounts that one area with the new code (kit/src/remotes/hotUpdates.ts).
 * @this {{ getOptions(): { moduleId: string } }}
 * @param {string} source
 */
module.exports = function hotExposeLoader(source) {
  const { moduleId } = this.getOptions();
  return `${source}
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  import.meta.webpackHot.dispose((data) => { data.replaced = true; });
  if (import.meta.webpackHot.data && import.meta.webpackHot.data.replaced) {
    window.dispatchEvent(new CustomEvent('sweepscout:remote-module-updated', { detail: ${JSON.stringify(moduleId)} }));
  }
}
`;
};
