// Debian's Chromium, launched with the flags these machines need.
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, ensureChromium } from '../../scripts/lib/chromium.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Installs Debian's Chromium first on a machine that has none (as the tests do). */
export async function launchChromium() {
  await ensureChromium();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Counts react-dom copies (each registers itself once with the DevTools hook) and notes when
 * React first committed a root (`window.__firstCommit`, ms since navigation): on a server-rendered
 * page, the end of hydration.
 */
export function installReactRendererCounter() {
  const renderers = new Map();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      inject(renderer) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {
        if (window.__firstCommit === undefined) window.__firstCommit = performance.now();
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
}
