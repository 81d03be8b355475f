// Debian's nginx (load balancer) and Varnish with its xkey module (cache with surrogate-key
// purge): what the operations tests run the site behind. Installed like Chromium: with apt-get
// when run as root, otherwise the command to run is printed.
import { existsSync } from 'node:fs';
import { mustRun, step } from './run.mjs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const VARNISHD_PATH = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
const XKEY_VMOD = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';
const XKEY_VMOD_DIRS = [
  '/usr/lib/x86_64-linux-gnu/varnish/vmods',
  '/usr/lib/aarch64-linux-gnu/varnish/vmods',
  '/usr/lib/varnish/vmods',
];
const PACKAGES = ['nginx-light', 'varnish', 'varnish-modules'];

function xkeyInstalled() {
  return (
    existsSync(XKEY_VMOD) || XKEY_VMOD_DIRS.some((dir) => existsSync(`${dir}/libvmod_xkey.so`))
  );
}

export async function ensureOpsTools() {
  if (existsSync(NGINX_PATH) && existsSync(VARNISHD_PATH) && xkeyInstalled()) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      `✖ nginx or Varnish (with xkey) is missing: run 'sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}'.`,
    );
    process.exit(1);
  }
  step("Installing Debian's nginx and Varnish (with the xkey module) for the operations tests");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await mustRun('apt-get update', 'apt-get', ['update', '-qq'], { env });
  await mustRun(
    `apt-get install ${PACKAGES.join(' ')}`,
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES],
    { env },
  );
}
