// The live widget sends an edit's arguments from any `data-arg-<name>` attribute, whatever the
// name (issue 19): no fixed list of one game's names in the shared script.
//
// Run: node --test tests/node/

import { test } from "node:test";
import assert from "node:assert/strict";

import { argumentsOf } from "../../widgets/static/live.js";

// What live.js reads of a control: its attributes in order, and getAttribute.
function control(attributes) {
  const list = Object.entries(attributes).map(([name, value]) => ({ name, value }));
  return {
    attributes: list,
    getAttribute: (name) => (name in attributes ? attributes[name] : null),
  };
}

test("every data-arg-<name> is argument <name>, with the edit's act", () => {
  const button = control({ type: "button", class: "lr-btn", "data-act": "move",
    "data-arg-index": "3", "data-arg-any_name": "x,y", "data-arg-new-one": "" });
  assert.deepEqual(argumentsOf(button),
    { act: "move", index: "3", any_name: "x,y", "new-one": "" });
});

test("other data-* attributes are not arguments", () => {
  // the page's theme, the arrow keys' coordinates, a mark for the CSS
  const button = control({ "data-act": "cell", "data-r": "1", "data-c": "2",
    "data-focus-visible-added": "", "data-kind": "warrior", "data-arg-value": "1,2" });
  assert.deepEqual(argumentsOf(button), { act: "cell", value: "1,2" });
});

test("a control without data-act has no act", () => {
  assert.deepEqual(argumentsOf(control({ "data-arg-index": "0" })), { index: "0" });
});
