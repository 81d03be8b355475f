/**
 * Testing Library waits (findBy…, waitFor) give up after 5 s instead of 1 s. A wait ends as soon
 * as its condition holds, so this only matters on a loaded machine: `npm test` runs the unit
 * tests beside the build, and a lazily loaded chunk (a tooltip, a menu panel) can then take more
 * than a second to compile and arrive.
 */
if (typeof document !== 'undefined') {
  // Only where a DOM is (jsdom tests): node tests do not pay for loading Testing Library.
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
}
