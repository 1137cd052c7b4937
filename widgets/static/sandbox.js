// The sandbox shell every game shares: a whole game in the page, played against the game's
// rules engine in the Pyodide worker. It names no game.
//
// The page keeps only the session (how the game started + the actions played, plain JSON);
// every question goes to `livewidgets.<game>.sandbox` (see /work/briefs/sandbox-shell-notes.md
// and engine/session.py), which replays the session and answers with HTML it rendered
// (names escaped there) and data. Undo is a replay with one human turn less.
//
// What is the game's own comes in `game` (see mountSandbox): its play controls (a hand, taps
// on its board); its setup fields are Python's data (sandbox_panels.js). The rest is here:
// the toolbar, the bots' pace (sandbox_bots.js), refusals with their ruling, the event log,
// the folded list of every legal action, the panels (sandbox_panels.js), the list of actions
// (sandbox_actions.js), the share link restored from #sandbox=... (on a first visit, or
// pasted into the open tab: sandbox_links.js), and hot seat's "pass the device" screen
// (sandbox_seat.js).
import { fill, readJSON } from "./text.js";
import { button, el, scrollBetween } from "./sandbox_dom.js";
import { ActionList } from "./sandbox_actions.js";
import { Panels } from "./sandbox_panels.js";
import { linkToRestore, readLink, watchLinks } from "./sandbox_links.js";
import { BotPace } from "./sandbox_bots.js";
import { HotSeat } from "./sandbox_seat.js";
import { flipRects, slideFrom } from "./player.js";

const STAGGER = 180; // ms between two cards that arrive on the board in one redraw
let menuIds = 0;

function linkStyles() {
  const href = new URL("./sandbox.css", import.meta.url).href;
  const sheets = /** @type {NodeListOf<HTMLLinkElement>} */ (
    document.querySelectorAll("link[rel=stylesheet]"));
  if ([...sheets].some((l) => l.href === href)) return;
  document.head.append(el("link", { rel: "stylesheet", href, "data-sandbox-css": "" }));
}

export class Sandbox {
  constructor(root, ctx, runtime, ui, config, game) {
    this.root = root;
    this.ctx = ctx;
    this.runtime = runtime;
    this.ui = ui;
    this.config = config;
    this.game = game;
    this.lang = ctx.lang;
    this.session = null;
    this.page = null;
    this.reveal = false;
    this.bots = new BotPace(this); // their pace: delay, pause, timer (sandbox_bots.js)
    this.generation = 0;
    this.busy = false;
    this.running = Promise.resolve(); // the engine request under way (exclusive)
    this.hotSeat = new HotSeat(this); // the "pass the device" screen (sandbox_seat.js)
  }

  // A UI string with its slots filled; a count-dependent one is {count, one, other, ...}.
  t(key, slots = {}, count = undefined) {
    let template = this.ui[key] ?? key;
    if (template && typeof template === "object") {
      const n = Number(count ?? slots[template.count]);
      template = template[new Intl.PluralRules(this.lang).select(n)] ?? template.other;
    }
    return fill(template, slots, this.lang);
  }

  async call(fn, args) {
    return this.runtime.call(`${this.ctx.game}.sandbox.${fn}`, args);
  }

  // A shared link if the URL holds one, else the page's config. A link that cannot be
  // restored, or whose game cannot be shown, never stops the sandbox: one sentence says why,
  // and a new game starts.
  async begin() {
    const hash = linkToRestore();
    let notice = "";
    if (hash) ({ session: this.session, notice } = await readLink(this, hash));
    const fromLink = Boolean(this.session);
    if (!this.session) this.session = await this.newSession();
    this.build();
    try {
      await this.refresh();
    } catch (err) {
      if (!fromLink) throw err;
      notice = this.t("link_failed");
      this.session = await this.newSession();
      await this.refresh();
    }
    for (const first of ["static", "loading", "room"]) {
      this.root.querySelector(`[data-sandbox-${first}]`)?.remove();
    }
    this.live.hidden = false;
    if (notice) this.say(notice);
    watchLinks(this);
  }

  // A new session from `config`, by default the page's (what the page first showed).
  async newSession(config = this.config) {
    const started = await this.call("start", { config, lang: this.lang });
    if (started.error) throw new Error(started.error.message);
    return started.session;
  }

  // Something failed in the engine or the worker (not a refusal: a bug, a dead worker). The
  // reader gets one sentence of the page's language and a way out, never the worker's own
  // text; the bots wait (the bar says so) until the reader resumes or starts again.
  fail(err) {
    console.warn("sandbox:", err?.message ?? err);
    this.bots.setPaused(true, false);
    this.say(this.t("engine_failed"));
    this.message.append(button({ "data-start-over": "" }, this.t("start_over"),
      () => this.startOver()));
  }

  // A new game with the same players and seats and a new deal (a random deal number): the
  // one tap at the end of a game and atop the new game's form.
  playAgain() {
    return this.exclusive(async () => {
      const setup = this.page.setup;
      const session = await this.newSession({ players: setup.players, seats: setup.seats,
        seed: Math.floor(Math.random() * 2 ** 31), options: setup.options ?? {} });
      this.panels.close();
      await this.replaceSession(session);
    }, { queued: true });
  }

  startOver() {
    return this.exclusive(async () => {
      await this.replaceSession(await this.newSession());
    }, { queued: true });
  }

  // The toolbar keeps at hand what a player reaches for at the table (Undo, New game); the
  // rest (redo, the panels, every hand shown, the bots' pace) folds into one menu behind a
  // "More" button (aria-expanded), so that on a phone the table comes first. The bots' status
  // stays in the toolbar, where it is seen.
  build() {
    const live = el("div", { class: "sbx-live", "data-sandbox-live": "", hidden: "" });
    const command = (name, run) => button({ "data-command": name }, this.t(name), run);
    this.undoButton = command("undo", () => this.undo());
    this.redoButton = command("redo", () => this.undo("redo"));
    const tools = el("div", { class: "sbx-toolbar", role: "group", "aria-label": this.t("title") },
      this.undoButton);
    this.menu = el("div", { class: "sbx-menu", id: `sbx-menu-${++menuIds}`, role: "group",
      "aria-label": this.t("more"), "data-menu": "", hidden: "" }, this.redoButton);
    this.message = el("div", { class: "sbx-message", role: "alert", "data-message": "",
      hidden: "" });
    this.status = el("p", { class: "sbx-turn", "data-turn": "" });
    // At the game's end, one tap for another with the same players (beside the result).
    this.again = button({ class: "sbx-again", "data-again": "", hidden: "" },
      this.t("play_again"), () => this.playAgain());
    // What the others did since the reader's last turn, when the game says it (page.since):
    // under the table, whose marks show the same moves, so that the table does not move down
    // and up as the line comes and goes (its length changes with every turn).
    this.changes = el("p", { class: "sbx-changes", "data-changes": "", hidden: "" });
    this.boardHost = el("div", { "data-board": "" });
    this.panels = new Panels(this, tools, this.menu);
    this.moreButton = button({ class: "sbx-more", "aria-expanded": "false",
      "aria-controls": this.menu.id, "data-more": "" }, this.t("more"),
      () => this.showMenu(this.menu.hidden));
    tools.append(this.moreButton, this.bots.status);
    this.revealBox = el("input", { type: "checkbox", "data-reveal": "" });
    this.menu.append(el("label", { class: "sbx-reveal" }, this.revealBox, " ",
      this.t("show_hands")), this.bots.bar());
    this.logHost = el("div", { "data-log": "" });
    this.actionList = new ActionList(this);
    this.play = this.game.createPlay(this);
    this.hotSeat.privateArea.append(this.boardHost, this.changes, this.logHost,
      this.actionList.element);
    // The panels come last, with the game's bar: an open one is a sheet stuck to the bottom
    // of the screen (sandbox.css), never a block pushing the table down.
    live.append(tools, this.menu, this.message, this.status, this.again,
      this.hotSeat.pass, this.hotSeat.privateArea, this.panels.element,
      ...(this.play.dock ? [this.play.dock] : []));
    // Escape inside the menu or one of its panels folds it and gives the focus back.
    live.addEventListener("keydown", (event) => {
      const inPanel = this.panels.element.contains(event.target);
      if (event.key !== "Escape" || !(inPanel || this.menu.contains(event.target))) return;
      event.preventDefault();
      if (this.menu.hidden) {
        // Escape in an open panel (a sheet whose menu folded) closes it, as its Close does
        if (this.panels.open) this.panels.closeAndReturn(this.panels.open);
        return;
      }
      this.showMenu(false);
      this.moreButton.focus();
    });
    this.revealBox.addEventListener("change", () => {
      this.reveal = this.revealBox.checked;
      this.refresh(false).catch((err) => this.fail(err));
    });
    this.live = live;
    this.root.append(live);
  }

  // Open or fold the menu. The menu and a panel's sheet are never open together (the sheet
  // at the screen's bottom covered the menu's items on a phone): opening the menu closes an
  // open panel, and opening a panel folds the menu (Panels.toggle). Opening moves the focus
  // to the menu's first control; folding it also closes a panel opened from it (its button
  // would be out of reach).
  showMenu(open) {
    if (open && this.panels.open) this.panels.close();
    this.menu.hidden = !open;
    this.moreButton.setAttribute("aria-expanded", String(open));
    if (open) {
      this.menu.querySelector("button:not(:disabled), input, select")?.focus();
    } else if (this.panels.open && this.menu.contains(this.panels.buttons.get(this.panels.open))) {
      this.panels.close();
    }
  }

  // Said to a screen reader through the widget's live region (widgets.js: ctx.announce).
  announce(lines) {
    const textLine = lines.filter(Boolean).join(" ");
    if (textLine) this.ctx.announce?.(textLine);
  }

  // A message shown and said at once (`detail` and `ruling` as showMessage's).
  say(text, detail = "", ruling = "") {
    this.showMessage(text, detail, ruling);
    this.announce([text]);
  }

  showMessage(text, detail = "", ruling = "") {
    this.message.replaceChildren(el("p", {}, text));
    if (detail) this.message.append(el("p", { class: "sbx-detail" }, detail));
    const link = ruling && this.ctx.rulingLink?.(ruling, this.t("read_ruling", { ruling }));
    if (link) this.message.append(el("p", {}, link));
    this.message.hidden = false;
  }

  clearMessage() {
    this.message.hidden = true;
    this.message.replaceChildren();
  }

  // Redraw from the engine. `moved`: the drawing follows new moves, so what moved slides;
  // false after Undo, a new game or a changed view, where nothing was played.
  async refresh(moved = true) {
    const generation = ++this.generation;
    this.bots.cancel();
    const page = await this.call("view", { session: this.session, lang: this.lang,
      reveal: this.reveal });
    if (generation !== this.generation) return;
    const focused = this.root.contains(document.activeElement) ? document.activeElement : null;
    const before = this.page;
    this.page = page;
    // What moved on the board slides from where it was (the worked examples' FLIP motion:
    // the board marks identities with data-flip / data-flip-from; none with reduced motion).
    // Measured from the board's corner: should anything above it change height (a message),
    // no card seems to come from the row above.
    const places = before && moved ? flipRects(this.boardHost, { relative: true }) : null;
    // a game may add origins the board does not hold (the hand bar where the reader tapped)
    if (places) this.play.origins?.(places, this.boardHost);
    this.boardHost.innerHTML = page.html;
    this.logHost.innerHTML = page.log_html;
    this.changes.textContent = page.since ?? "";
    this.changes.hidden = !page.since;
    // The bots just handed the turn back: what they did is said once, after the action.
    this.sinceToAnnounce = page.since && before && before.seat !== "human" ? page.since : "";
    // over: the game's own line when it says who won and by how much (page.outcome)
    this.status.textContent = page.over ? (page.outcome || this.t("game_over"))
      : this.t(page.seat === "human" ? "your_turn" : "bot_turn",
        { player: page.turn, seat: this.t(page.seat) });
    // a board that says whose turn it is (its own [data-status] line) needs no second one
    this.status.hidden = this.turnLine() !== this.status;
    this.again.hidden = !page.over;
    this.undoButton.disabled = !page.can_undo;
    this.redoButton.disabled = !page.can_redo;
    this.actionList.update(page.actions ?? []);
    this.play.update(page);
    if (places) slideFrom(places, this.boardHost, { redrawn: true, stagger: STAGGER, relative: true });
    this.panels.update();
    this.bots.update();
    // No move is left in a game at the action limit: it says so, and no bot is asked.
    if (page.limit) this.showMessage(page.limit);
    this.hotSeat.coverIfHandedOver(page);
    this.keepFocus(focused);
    this.bots.schedule();
  }

  // Scroll the page so that `node`, a place on the board the reader just chose, shows
  // between the site's header and the game's bottom bar (sandbox_dom.js's scrollBetween).
  keepInView(node, options = {}) {
    scrollBetween(node, this.play.dock, options);
  }

  // The line that says whose turn it is: the board's own when the game draws one.
  turnLine() {
    return this.boardHost.querySelector("[data-status]") ?? this.status;
  }

  keepFocus(focused) {
    if (!focused || (this.root.contains(focused) && !focused.disabled && focused.offsetParent)) return;
    let next = this.hotSeat.pass.hidden ? null : this.hotSeat.pass.querySelector("button");
    if (!next && this.page.seat === "human" && !this.page.over) next = this.play.firstControl?.();
    if (!next) {
      // the turn line holds the focus between two turns without scrolling the page to it:
      // the board the reader plays on stays where it was under the thumb
      next = this.turnLine();
      next.setAttribute("tabindex", "-1");
      next.focus({ preventScroll: true });
      return;
    }
    next.focus();
  }

  async setSession(session, lines, moved = true) {
    this.session = session;
    await this.refresh(moved);
    this.announce([...(lines ?? this.page.latest ?? []), this.sinceToAnnounce]);
  }

  // One engine request at a time. A tap on the table made meanwhile (a move, Undo) is
  // ignored, not queued: a second tap on a card must not play it twice. A deliberate command
  // (`queued`: a panel's form or button, New game, a pasted link, a bot's turn come due)
  // waits for the request under way instead: dropped, an import clicked while a bot moved
  // did nothing, and a bot due during a simulation never moved.
  exclusive(task, { queued = false } = {}) {
    if (queued) return this.afterRunning(() => this.exclusive(task));
    if (this.busy) return Promise.resolve();
    this.busy = true;
    this.root.setAttribute("aria-busy", "true");
    this.running = (async () => {
      try {
        await task();
      } catch (err) {
        this.fail(err);
      } finally {
        this.busy = false;
        this.root.removeAttribute("aria-busy");
      }
    })();
    return this.running;
  }

  async afterRunning(next) {
    while (this.busy) await this.running;
    return next();
  }

  act(actionText) {
    return this.exclusive(async () => {
      const result = await this.call("act", { session: this.session, action: actionText,
        lang: this.lang });
      if (result.error) {
        this.say(result.error.message, result.error.detail ?? "", result.error.ruling);
        return;
      }
      this.clearMessage();
      await this.setSession(result.session);
    });
  }

  // Undo (a replay with one human turn less: nothing slides; in a game of bots only, the bots
  // wait) or Redo, each saying what it took back or played again.
  undo(name = "undo") {
    return this.exclusive(async () => {
      const result = await this.call(name, { session: this.session, lang: this.lang });
      this.clearMessage();
      const undo = name === "undo";
      if (undo && !this.session.seats.includes("human")) this.bots.setPaused(true, false);
      await this.setSession(result.session, result[undo ? "undone" : "redone"], !undo);
    });
  }

  replaceSession(session, lines) {
    this.clearMessage();
    this.hotSeat.shownFor = null; // a new game: its first screen is its first human's
    this.bots.setPaused(false, false);
    return this.setSession(session, lines, false);
  }
}

// A game's kind module calls this from its own `mount(root, ctx)`; widgets.js shows the
// runtime's download progress and sets data-state="ready" when it resolves.
// game = { createPlay(sb) -> {dock?, update(page), firstControl(), origins?(places, board)} }
export async function mountSandbox(root, ctx, game) {
  const config = JSON.parse(root.dataset.config || "{}");
  linkStyles();
  const runtime = await ctx.getRuntime();
  const ui = readJSON(root.querySelector("[data-sandbox-ui]")?.dataset.sandboxUi);
  const sandbox = new Sandbox(root, ctx, runtime, ui, config, game);
  await sandbox.begin();
  return sandbox;
}
