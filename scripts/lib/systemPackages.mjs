// Debian's packages that the tests need (Chromium for the browser tests, nginx and Varnish for
// the operations tests), installed with apt-get when run as root; otherwise the command to run
// is printed. Every group missing is installed after one `apt-get update`, and apt's output is
// kept until it ends: `npm test` runs this beside the npm install (on a new machine both wait on
// the network more than on the CPU), so their lines must not interleave.
import { runCollected, step } from './run.mjs';

/**
 * @typedef {object} PackageGroup
 * @property {string} name what the group is, for people ("Chromium", "nginx and Varnish")
 * @property {string[]} packages Debian's package names
 * @property {() => boolean} installed true when the group's programs are there
 * @property {boolean} recommends install the packages' recommended ones too
 * @property {string} [instead] another way, told beside the command when apt cannot be run
 */

/** Install the groups that are missing; stop the script with apt's output when that fails. */
export async function ensureSystemPackages(/** @type {PackageGroup[]} */ groups) {
  const missing = groups.filter((group) => !group.installed());
  if (missing.length === 0) return;
  const names = missing.map((group) => group.name).join(', ');
  const packages = missing.flatMap((group) => group.packages).join(' ');
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    const instead = missing.flatMap((group) => (group.instead ? [group.instead] : []));
    const otherwise = instead.length > 0 ? ` (or ${instead.join(', ')})` : '';
    console.error(
      `✖ ${names} missing: run 'sudo apt-get update && sudo apt-get install -y ${packages}'${otherwise}.`,
    );
    process.exit(1);
  }
  step(`Installing Debian's ${names}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = async (label, args) => {
    const { code, output } = await runCollected('apt-get', args, { env });
    if (code === 0) return;
    process.stdout.write(output);
    console.error(`\n✖ ${label} failed (exit ${code}).`);
    process.exit(code);
  };
  await apt('apt-get update', ['update', '-qq']);
  // One install per group: a group may want its packages' recommended ones and another not.
  for (const group of missing) {
    const recommends = group.recommends ? [] : ['--no-install-recommends'];
    await apt(`apt-get install ${group.packages.join(' ')}`, [
      'install',
      '-y',
      '-qq',
      ...recommends,
      ...group.packages,
    ]);
  }
  console.log(`✔ Installed Debian's ${names}`);
}
