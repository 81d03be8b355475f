// The entry of a remote's server build: everything it offers goes through remoteEntry.js.
module.exports = {};
