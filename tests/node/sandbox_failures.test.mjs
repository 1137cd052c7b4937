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

// -- the sandbox shell, driven with a fake runtime in a small fake DOM --------------------

import { installDom } from "./fakedom.mjs";

installDom();
const { Sandbox } = await import("../../widgets/static/sandbox.js");

const UI = {
  engine_failed: "Un problème est survenu : le moteur de règles n’a pas pu répondre.",
  start_over: "Commencer une nouvelle partie",
  link_failed: "Ce lien ne peut pas être restauré.",
  sim_running: "Simulation en cours…",
  bot_thinking: "{player} réfléchit…",
  bots_paused: "Robots en pause",
};
const RAW = "IndexError: list index out of range";

const rejections = [];
process.on("unhandledRejection", (reason) => rejections.push(reason));

function page(overrides = {}) {
  return { html: "<p>board</p>", log_html: "", latest: [], actions: [], turn: "Ben",
    seat: "random", over: false, viewer: null, humans: 1, can_undo: false, can_redo: false,
    setup: { players: ["Ana", "Ben"], seats: ["human", "random"], seed: 1, options: {},
      names: ["Ana", "Ben"], seat_kinds: ["human", "random"], bots: ["random"],
      min_players: 2, max_players: 4 },
    limit: null, ...overrides };
}

// A runtime whose calls answer from `answers` (a function of the args, or a value); a
// function that throws is a rejected call, as the worker gives for a Python exception.
function runtime(answers) {
  const calls = [];
  const sent = {};   // the last arguments of each call, by name
  return {
    calls,
    sent,
    async call(fn, args) {
      const name = fn.split(".").pop();
      calls.push(name);
      sent[name] = args;
      const answer = answers[name];
      if (answer === undefined) throw new Error(`no answer for ${name}`);
      return typeof answer === "function" ? answer(args) : answer;
    },
  };
}

const game = { createPlay: () => ({ update() {}, firstControl: () => null }) };

async function mounted(answers, hash = "") {
  window.location.hash = hash;
  const root = document.createElement("div");
  const rt = runtime(answers);
  const sb = new Sandbox(root, { lang: "fr", game: "toy" }, rt, UI, {}, game);
  sb.bots.delay = "none";
  await sb.begin();
  return { sb, rt, root };
}

const settle = () => new Promise((resolve) => { setTimeout(resolve, 30); });

function said(sb) {
  return sb.message.hidden ? "" : sb.message.textContent;
}

test("a game's refusal of a bot move: its sentence, in the page's language; bots wait", async () => {
  const REFUSED = "Les bots ne peuvent pas jouer à partir de cette position : personne ne peut jouer.";
  const session = { log: [] };
  const { sb, rt } = await mounted({
    start: { session }, view: page(),
    bot_move: { error: { message: REFUSED } },
  });
  await settle();
  assert.equal(rt.sent.bot_move.lang, "fr");
  assert.ok(said(sb).includes(REFUSED));
  assert.equal(sb.session, session, "the game stays as it was");
  assert.equal(sb.bots.status.textContent, UI.bots_paused);
  const calls = rt.calls.filter((name) => name === "bot_move").length;
  await settle();
  assert.equal(rt.calls.filter((name) => name === "bot_move").length, calls,
    "a bot that cannot play is not asked again and again");
});

test("a bot move that fails: one sentence, a way out, no spinner, bots wait", async () => {
  const { sb, rt, root } = await mounted({
    start: { session: { log: [] } }, view: page(),
    bot_move: () => { throw new Error(RAW); },
  });
  await settle();
  assert.ok(rt.calls.includes("bot_move"));
  assert.ok(said(sb).includes(UI.engine_failed) && !said(sb).includes("IndexError"));
  assert.equal(sb.busy, false);
  assert.equal(root.getAttribute("aria-busy"), null);
  assert.equal(sb.bots.status.textContent, UI.bots_paused); // not "Ben réfléchit…"
  const calls = rt.calls.length;
  await settle();
  assert.equal(rt.calls.length, calls, "a failing bot is not asked again and again");
  const again = sb.message.querySelector("[data-start-over]");
  assert.equal(again.textContent, UI.start_over);
  rt.calls.length = 0;
  again.click();
  await settle();
  assert.deepEqual(rt.calls.slice(0, 2), ["start", "view"]);
  assert.deepEqual(rejections, []);
});

test("a shared link whose game cannot be shown starts a new game, saying why", async () => {
  const linked = { log: ["x"], from: "link" };
  const fresh = { log: [], from: "config" };
  const { sb } = await mounted({
    restore: { session: linked }, start: { session: fresh },
    view: ({ session }) => {
      if (session.from === "link") throw new Error("KeyError: 'result.last-standing'");
      return page({ seat: "human" });
    },
  }, "#sandbox=view-fails");
  assert.equal(sb.session, fresh);
  assert.equal(said(sb), UI.link_failed);
  assert.equal(sb.live.hidden, false);
  assert.deepEqual(rejections, []);
});

test("a simulation that fails leaves no 'Simulating…' and says why", async () => {
  const { sb } = await mounted({
    start: { session: { log: [] } }, view: page({ seat: "human" }),
    simulate: () => { throw new Error(RAW); },
  });
  await sb.panels.toggle("simulate");
  const panel = sb.panels.panels.get("simulate").panel;
  panel.querySelector("[data-sim-run]").click();
  await settle();
  assert.equal(panel.querySelector("[data-sim-speed]").textContent, "");
  assert.ok(said(sb).includes(UI.engine_failed) && !said(sb).includes("IndexError"));
  assert.equal(sb.busy, false);
  assert.deepEqual(rejections, []);
});

test("a share link that cannot be made: a sentence in the panel, no rejection", async () => {
  const { sb } = await mounted({
    start: { session: { log: [] } }, view: page({ seat: "human" }),
    share: () => { throw new Error("UnicodeEncodeError: 'utf-8' codec can't encode"); },
  });
  await sb.panels.toggle("share");
  const panel = sb.panels.panels.get("share").panel;
  assert.equal(panel.hidden, false);
  // the sentence, then only the panel's own way out
  const close = panel.querySelector("[data-panel-close]");
  assert.ok(close, "the failed panel keeps its Close button");
  assert.equal(panel.textContent, UI.engine_failed + close.textContent);
  assert.deepEqual(rejections, []);
});

test("a view that fails after a move: the reader is told, the controls work again", async () => {
  let fail = false;
  const { sb, rt } = await mounted({
    start: { session: { log: [] } }, act: { session: { log: ["a"] } },
    view: () => {
      if (fail) throw new Error(RAW);
      return page({ seat: "human" });
    },
  });
  fail = true;
  await sb.act("a");
  assert.ok(said(sb).includes(UI.engine_failed));
  assert.equal(sb.busy, false);
  fail = false;
  rt.calls.length = 0;
  await sb.act("a");
  assert.deepEqual(rt.calls, ["act", "view"]);
  assert.deepEqual(rejections, []);
});

test("a game at the action limit: its sentence, and no bot is asked to move", async () => {
  const limit = "Cette partie a atteint la limite de 2 000 actions.";
  const { sb, rt } = await mounted({
    start: { session: { log: [] } }, view: page({ limit }),
    bot_move: () => { throw new Error("a bot moved beyond the limit"); },
  });
  await settle();
  assert.equal(rt.calls.includes("bot_move"), false);
  assert.equal(said(sb), limit);
  assert.equal(sb.bots.status.textContent, "");
  assert.deepEqual(rejections, []);
});

// -- the runtime: a worker that dies never leaves a call waiting for ever ------------------

class FakeWorker {
  static last = null;
  constructor() { this.sent = []; FakeWorker.last = this; }
  postMessage(message) { this.sent.push(message); }
}

test("calls waiting on a worker that dies are rejected, and later ones at once", async () => {
  globalThis.Worker = FakeWorker;
  const { getRuntime } = await import("../../widgets/static/runtime.js");
  const starting = getRuntime();
  const worker = FakeWorker.last;
  worker.onmessage({ data: { type: "ready" } });
  const rt = await starting;
  const waiting = rt.call("toy.sandbox.bot_move", {});
  assert.equal(worker.sent.at(-1).fn, "toy.sandbox.bot_move");
  worker.onerror({ message: "Uncaught RangeError: Maximum call stack size exceeded",
    preventDefault() {} });
  await assert.rejects(waiting);
  await assert.rejects(rt.call("toy.sandbox.view", {}));
  const again = getRuntime();   // the next widget gets a new worker
  assert.notEqual(FakeWorker.last, worker);
  FakeWorker.last.onmessage({ data: { type: "ready" } });
  await again;
  assert.deepEqual(rejections, []);
});
