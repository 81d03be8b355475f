// For the scripts' tests: run a child node process whose PATH starts with a folder of fake
// commands (npm, apt-get), each of which appends how it was called to `<folder>/calls`.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {string} dir the fake commands' folder
 * @param {string[]} nodeArgs node's arguments (the script to run)
 * @param {Record<string, string>} [env] more environment
 * @returns the child's result (stdout, stderr and status as text) and the fake commands' calls
 */
function runWithFakeCommands(dir, nodeArgs, env = {}) {
  const result = spawnSync(process.execPath, nodeArgs, {
    env: { ...process.env, ...env, PATH: `${dir}${path.delimiter}${process.env.PATH}` },
    encoding: 'utf8',
  });
  const callsFile = path.join(dir, 'calls');
  const calls = fs.existsSync(callsFile)
    ? fs.readFileSync(callsFile, 'utf8').trim().split('\n')
    : [];
  return { ...result, calls };
}

module.exports = { runWithFakeCommands };
