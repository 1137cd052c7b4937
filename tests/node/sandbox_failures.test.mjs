// The shared sandbox's front end when something fails or a number is out of a page's reach
// (issue 23): the seed field never rounds; a worker error never leaves a spinner, raw Python
// text or an unhandled rejection, and the reader always gets one sentence and a way out.
//
// Run: node --test tests/node/

import { test } from "node:test";
import assert from "node:assert/strict";

import { seedValue } from "../../widgets/static/sandbox_panels.js";

test("a seed the page reads exactly is sent as a number", () => {
  assert.equal(seedValue("12"), 12);
  assert.equal(seedValue(" -7 "), -7);
  assert.equal(seedValue("9007199254740991"), 9007199254740991);
});

test("a seed beyond 2^53 - 1 is sent as typed, never rounded", () => {
  // Number("9007199254740993") is 9007199254740992: another game. The engine refuses the
  // text in the page's language, naming the seed.
  assert.equal(seedValue("9007199254740993"), "9007199254740993");
  assert.equal(seedValue("-9007199254740992"), "-9007199254740992");
  assert.equal(seedValue("1".repeat(40)), "1".repeat(40));
  assert.equal(seedValue("1e3"), "1e3");
  assert.equal(seedValue(""), "");
});
