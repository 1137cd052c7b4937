// The simulate panel when the engine's time budget stopped a run (issue 23): the speed line
// counts the games the engine played (its answer's `games`), never the count asked for, and
// the engine's sentence saying why it stopped is shown with the table.
//
// Run: node --test tests/node/

import { test } from "node:test";
import assert from "node:assert/strict";

import { installDom } from "./fakedom.mjs";

installDom();
const { Sandbox } = await import("../../widgets/static/sandbox.js");

const UI = {
  sim_running: "Simulation en cours…",
  sim_speed: { count: "games", one: "{games} partie en {seconds} s",
    other: "{games} parties en {seconds} s" },
};
const STOPPED = "Arrêt après 1 234 parties sur 100 000 : la limite est de 20 secondes par simulation.";

function page() {
  return { html: "<p>board</p>", log_html: "", latest: [], actions: [], turn: "Ana",
    seat: "human", over: false, viewer: null, humans: 1, can_undo: false, can_redo: false,
    setup: { players: ["Ana", "Ben"], seats: ["human", "random"], seed: 1, options: {},
      names: ["Ana", "Ben"], seat_kinds: ["human", "random"], bots: ["random"],
      min_players: 2, max_players: 4 },
    limit: null };
}

async function simulated(answer) {
  const sent = {};
  const runtime = {
    async call(fn, args) {
      const name = fn.split(".").pop();
      sent[name] = args;
      return { start: { session: { log: [] } }, view: page(), simulate: answer }[name];
    },
  };
  const root = document.createElement("div");
  const game = { createPlay: () => ({ update() {}, firstControl: () => null }) };
  const sb = new Sandbox(root, { lang: "fr", game: "toy" }, runtime, UI, {}, game);
  sb.bots.delay = "none";
  await sb.begin();
  await sb.panels.toggle("simulate");
  const panel = sb.panels.panels.get("simulate").panel;
  panel.querySelector("[data-sim-games]").value = "100000";
  panel.querySelector("[data-sim-run]").click();
  await new Promise((resolve) => { setTimeout(resolve, 30); });
  return { panel, sent };
}

test("a stopped run's speed line counts the games played, not the games asked", async () => {
  const html = `<p class="sbx-panel-note" role="status" data-sim-stopped="1234">${STOPPED}</p><table></table>`;
  const { panel, sent } = await simulated({ html, games: 1234, seconds: 20.01, seed: 5,
    stopped: STOPPED, win_rate: {} });
  assert.equal(sent.simulate.games, 100000);
  const speed = panel.querySelector("[data-sim-speed]").textContent;
  assert.match(speed, /^1\s234 parties en /);
  assert.ok(!speed.includes("100"), speed);
  assert.equal(panel.querySelector("[data-sim-result]").innerHTML, html);
});

test("a whole run still counts the games asked", async () => {
  const { panel } = await simulated({ html: "<table></table>", games: 100000, seconds: 3,
    seed: 5, stopped: null, win_rate: {} });
  assert.match(panel.querySelector("[data-sim-speed]").textContent, /^100\s000 parties en /);
});
