// The new-game form's own options of each game (issue 19): declared in Python as data
// (livewidgets.sandbox_io.SetupField, handed in page.setup.fields as here), drawn and read by
// the shared panels for every game: each shows the session's option, is labelled by the
// game's words, and is read back as the engine takes it (a word typed for a number as typed).
//
// Run: node --test tests/node/

import { test } from "node:test";
import assert from "node:assert/strict";

import { installDom } from "./fakedom.mjs";

installDom();
const { setupFields } = await import("../../widgets/static/sandbox_panels.js");

const WORDS = {
  wins_option: "Manches gagnées pour remporter la partie",
  marker_option: "Le marqueur vient de",
  marker_trail: "les cartes jouées sur le parcours (les règles)",
  marker_hand: "la main et le trésor de qui la donne (une lecture antérieure)",
  stall: "Étal {n}",
};
const sb = { t: (key, slots = {}) => (WORDS[key] ?? `?${key}`).replace("{n}", slots.n) };

const GOBLIN_HOOD = [
  { name: "wins", kind: "choice", label: "wins_option", values: [1, 2] },
  { name: "marker", kind: "choice", label: "marker_option", values: ["trail", "hand"],
    words: "marker_{value}" },
];
const PDBMV = [
  { name: "track_values", kind: "numbers", label: "track_values" },
  { name: "wilds_removed", kind: "number", label: "wilds_removed", low: 0, high: 20 },
  { name: "starting_market", kind: "checks", label: "starting_market", values: [3, 2, 1, 0],
    words: "stall" },
];
const POOK = [{ name: "fixed_grid", kind: "check", label: "fixed_grid" }];

function form(fields, options) {
  const drawn = setupFields(sb, { fields, options });
  const control = (name) => drawn.nodes.flatMap((n) => [n, ...n.querySelectorAll("[data-option]")])
    .find((n) => n.getAttribute("data-option") === name);
  return { drawn, control };
}

test("a choice is labelled and offers the engine's values in the game's words", () => {
  const { drawn, control } = form(GOBLIN_HOOD, { wins: 2, marker: "trail" });
  assert.equal(drawn.nodes.length, 2);
  assert.ok(drawn.nodes[1].textContent.startsWith(WORDS.marker_option));
  const options = control("marker").querySelectorAll("option");
  assert.deepEqual(options.map((o) => o.getAttribute("value")), ["trail", "hand"]);
  assert.deepEqual(options.map((o) => o.textContent), [WORDS.marker_trail, WORDS.marker_hand]);
  assert.deepEqual(control("wins").querySelectorAll("option").map((o) => o.textContent),
    ["1", "2"]);
});

test("each field shows the session's option, never a default of its own", () => {
  for (const [wins, marker] of [[2, "trail"], [1, "hand"]]) {
    const { control } = form(GOBLIN_HOOD, { wins, marker });
    const chosen = (select) => select.querySelectorAll("option").filter((o) => o.selected)
      .map((o) => o.getAttribute("value"));
    assert.deepEqual(chosen(control("wins")), [String(wins)]);
    assert.deepEqual(chosen(control("marker")), [marker]);
  }
  const { control } = form(PDBMV, { track_values: [1, 1, 2, 3], wilds_removed: 2,
    starting_market: [3, 1] });
  assert.equal(control("track_values").getAttribute("value"), "1 1 2 3");
  assert.equal(control("wilds_removed").getAttribute("value"), "2");
  assert.equal(control("wilds_removed").getAttribute("max"), "20");
  const boxes = control("starting_market").querySelectorAll("input");
  assert.deepEqual(boxes.map((b) => b.checked), [true, false, true, false]);
  assert.ok(control("starting_market").textContent.includes("Étal 2"));
  for (const fixed of [true, false]) {
    assert.equal(form(POOK, { fixed_grid: fixed }).control("fixed_grid").checked, fixed);
  }
});

test("the form reads back the values the engine takes", () => {
  const gh = form(GOBLIN_HOOD, { wins: 2, marker: "trail" });
  gh.control("wins").value = "1";
  gh.control("marker").value = "hand";
  assert.deepEqual(gh.drawn.read(), { wins: 1, marker: "hand" });
  const pdbmv = form(PDBMV, { track_values: [1], wilds_removed: 0, starting_market: [] });
  pdbmv.control("track_values").value = "1, 2;3  x";
  pdbmv.control("wilds_removed").value = " 4 ";
  const boxes = pdbmv.control("starting_market").querySelectorAll("input");
  boxes[0].checked = true;
  boxes[3].checked = true;
  assert.deepEqual(pdbmv.drawn.read(), { track_values: [1, 2, 3, "x"], wilds_removed: 4,
    starting_market: [3, 0] });
  pdbmv.control("wilds_removed").value = "deux";
  assert.equal(pdbmv.drawn.read().wilds_removed, "deux");
  const pook = form(POOK, {});
  assert.deepEqual(pook.drawn.read(), { fixed_grid: false });
  pook.control("fixed_grid").checked = true;
  assert.deepEqual(pook.drawn.read(), { fixed_grid: true });
});

test("a game without fields of its own adds nothing to the form", () => {
  const { drawn } = form(undefined, {});
  assert.deepEqual(drawn.nodes, []);
  assert.deepEqual(drawn.read(), {});
});
