// Debian's nginx (load balancer) and Varnish with its xkey module (cache with surrogate-key
// purge): what the operations tests run the site behind. Installed like Chromium.
import { existsSync } from 'node:fs';
import { ensureSystemPackages } from './systemPackages.mjs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const VARNISHD_PATH = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
const XKEY_VMOD_DIRS = [
  '/usr/lib/x86_64-linux-gnu/varnish/vmods',
  '/usr/lib/aarch64-linux-gnu/varnish/vmods',
  '/usr/lib/varnish/vmods',
];

/** @type {import('./systemPackages.mjs').PackageGroup} */
export const OPS_TOOLS_PACKAGES = {
  name: 'nginx and Varnish (with the xkey module)',
  packages: ['nginx-light', 'varnish', 'varnish-modules'],
  installed: () =>
    existsSync(NGINX_PATH) &&
    existsSync(VARNISHD_PATH) &&
    XKEY_VMOD_DIRS.some((dir) => existsSync(`${dir}/libvmod_xkey.so`)),
  recommends: false,
};

export const ensureOpsTools = () => ensureSystemPackages([OPS_TOOLS_PACKAGES]);
