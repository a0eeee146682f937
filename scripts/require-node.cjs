// Run before the npm scripts a person types (start, serve, dev, build, test). CommonJS and old
// syntax on purpose: it must run, and say one clear line, on a Node too old for the project itself.
"use strict";
var engines = require("../package.json").engines.node; // ">=22.22.0"
var wanted = engines
  .replace(/[^0-9.]/g, "")
  .split(".")
  .map(Number);
var have = process.versions.node.split(".").map(Number);

function atLeast(a, b) {
  for (var i = 0; i < b.length; i++) {
    if ((a[i] || 0) !== b[i]) return (a[i] || 0) > b[i];
  }
  return true;
}

if (!atLeast(have, wanted)) {
  console.error(
    "This project needs Node.js " +
      engines +
      " but npm ran its scripts with Node " +
      process.version +
      " (" +
      process.execPath +
      "). `npm install` brings Node 24 into node_modules/.bin on Linux (x64, arm64);" +
      " if it is missing, run `npm install` again, or install Node 24 (https://nodejs.org) on other systems.",
  );
  process.exit(1);
}
