// The Goblin Hood sandbox's setup form (issue 20): beside the match's length, a choice of where
// a round's marker card comes from, each showing the session's option (Python fills in the
// engine's defaults), labelled by the catalogue's words, and read back as the engine's values.
//
// Run: node --test tests/node/

import { test } from "node:test";
import assert from "node:assert/strict";

import { installDom } from "./fakedom.mjs";

installDom();
const { setupFields } = await import("../../widgets/livewidgets/goblinhood/static/sandbox.js");

const WORDS = {
  wins_option: "Manches gagnées pour remporter la partie",
  marker_option: "Le marqueur vient de",
  marker_trail: "les cartes jouées sur le parcours (les règles)",
  marker_hand: "la main et le trésor de qui la donne (une lecture antérieure)",
};
const sb = { t: (key) => WORDS[key] ?? `?${key}` };

function form(options) {
  const fields = setupFields(sb, { options });
  const select = (name) => fields.nodes.flatMap((n) => n.querySelectorAll(`select[data-option=${name}]`))[0];
  return { fields, wins: select("wins"), marker: select("marker") };
}

test("the marker choice is labelled and offers the engine's two values", () => {
  const { fields, marker } = form({ wins: 2, marker: "trail" });
  assert.equal(fields.nodes.length, 2);
  assert.ok(fields.nodes[1].textContent.startsWith(WORDS.marker_option));
  const options = marker.querySelectorAll("option");
  assert.deepEqual(options.map((o) => o.getAttribute("value")), ["trail", "hand"]);
  assert.deepEqual(options.map((o) => o.textContent), [WORDS.marker_trail, WORDS.marker_hand]);
});

test("each select shows the session's option, never a default of its own", () => {
  for (const [wins, marker] of [[2, "trail"], [1, "hand"]]) {
    const found = form({ wins, marker });
    const chosen = (select) => select.querySelectorAll("option").filter((o) => o.selected)
      .map((o) => o.getAttribute("value"));
    assert.deepEqual(chosen(found.wins), [String(wins)]);
    assert.deepEqual(chosen(found.marker), [marker]);
  }
});

test("the form reads back the values the engine takes", () => {
  const { fields, wins, marker } = form({ wins: 2, marker: "trail" });
  wins.value = "1";
  marker.value = "hand";
  assert.deepEqual(fields.read(), { wins: 1, marker: "hand" });
});
