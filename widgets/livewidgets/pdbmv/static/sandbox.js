// The PDBMV sandbox: a whole game in the page, played against the real rules engine.
//
// The page keeps only the session (how the game started + the actions played, plain JSON);
// every question goes to livewidgets.sandbox in the Pyodide worker, which replays the session
// and answers with HTML it rendered (names escaped there) and data. Undo is a replay with one
// human turn less. The static board written at build time stays until the live one is drawn.
//
// Made for the table: from top to bottom, the toolbar, what changed since the reader's last
// turn (one line, and marks on the board), the board, the log, the full list of legal actions
// (folded), and a bar stuck to the bottom of the screen with the reader's hand and the
// actions its selected cards can make (sandbox_play.js). Its own styles are sandbox.css,
// linked once from this module's folder.
import { fill } from "../../../static/text.js";
import { el } from "./sandbox_dom.js";
import { PlayControls } from "./sandbox_play.js";
import { Panels } from "./sandbox_panels.js";

const BOT_DELAYS = { slow: 1500, normal: 600, none: 0 };
const FRAGMENT = "#sandbox=";
let claimedFragment = ""; // a shared link restores the first sandbox of its page only

// The sandbox's stylesheet, next to this module (same origin, so the page's CSP allows it).
function linkStyles() {
  const href = new URL("./sandbox.css", import.meta.url).href;
  const sheets = /** @type {NodeListOf<HTMLLinkElement>} */ (
    document.querySelectorAll("link[rel=stylesheet]"));
  if ([...sheets].some((l) => l.href === href)) return;
  document.head.append(el("link", { rel: "stylesheet", href, "data-sandbox-css": "" }));
}

function readStrings(root) {
  const node = root.querySelector("[data-sandbox-ui]");
  try {
    return node ? JSON.parse(node.dataset.sandboxUi) : {};
  } catch {
    return {};
  }
}

// The #sandbox=... fragment the page was opened with. Material's anchor tracking rewrites
// location.hash while the reader scrolls down to the widget, so fall back on the URL of the
// navigation itself.
function sharedFragment() {
  if (window.location.hash.startsWith(FRAGMENT)) return window.location.hash;
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  const hash = entry ? new URL(entry.name).hash : "";
  return hash.startsWith(FRAGMENT) ? hash : "";
}

class Sandbox {
  constructor(root, ctx, runtime, ui, config) {
    this.root = root;
    this.ctx = ctx;
    this.runtime = runtime;
    this.ui = ui;
    this.config = config;
    this.lang = ctx.lang;
    this.session = null;
    this.page = null;
    this.reveal = false;
    this.paused = false;
    this.delay = "normal";
    this.timer = null;
    this.generation = 0;
    this.busy = false;
  }

  // A UI string with its slots filled. A count-dependent one comes as
  // {count: "<slot>", one: "...", other: "..."} (livewidgets.pdbmv.sandbox_text): its form is
  // the language's plural category of the count (`count`, else the value of that slot).
  t(key, slots = {}, count = undefined) {
    let template = this.ui[key] ?? key;
    if (template && typeof template === "object") {
      const n = Number(count ?? slots[template.count]);
      const category = new Intl.PluralRules(this.lang).select(n);
      template = template[category] ?? template.other;
    }
    return fill(template, slots);
  }

  async call(fn, args) {
    return this.runtime.call(`${this.ctx.game}.sandbox.${fn}`, args);
  }

  // The session to begin with: a shared link if the URL holds one, else the page's config.
  // A link that cannot be restored, for whatever reason, never stops the sandbox: one
  // sentence in the page's language says so, and a new game starts.
  async begin() {
    const hash = sharedFragment();
    let notice = "";
    if (hash.startsWith(FRAGMENT) && hash !== claimedFragment) {
      claimedFragment = hash;
      let restored;
      try {
        restored = await this.call("restore", { fragment: hash.slice(1), lang: this.lang });
      } catch {
        restored = { error: { message: this.t("link_failed") } };
      }
      if (restored.error) notice = restored.error.message;
      else this.session = restored.session;
    }
    if (!this.session) {
      const started = await this.call("start", { config: this.config, lang: this.lang });
      if (started.error) throw new Error(started.error.message);
      this.session = started.session;
    }
    this.build();
    await this.refresh();
    this.takeOver();
    if (notice) {
      this.showMessage(notice);
      this.announce([notice]);
    }
  }

  build() {
    const live = el("div", { class: "sbx-live", "data-sandbox-live": "" });
    const tools = el("div", { class: "sbx-toolbar", role: "group", "aria-label": this.t("title") });
    const button = (name, label) => {
      const b = el("button", { type: "button", "data-command": name }, label);
      tools.append(b);
      return b;
    };
    this.undoButton = button("undo", this.t("undo"));
    this.redoButton = button("redo", this.t("redo"));
    this.message = el("div", { class: "sbx-message", role: "alert", "data-message": "" });
    this.message.hidden = true;
    this.boardHost = el("div", { "data-board": "" });
    this.changes = el("p", { class: "sbx-changes", "data-changes": "" });
    this.changes.hidden = true;
    this.botbar = this.buildBotBar();
    this.play = new PlayControls(this);
    this.panels = new Panels(this, tools);
    const reveal = el("label", { class: "sbx-reveal" });
    this.revealBox = el("input", { type: "checkbox", "data-reveal": "" });
    reveal.append(this.revealBox, " ", this.t("show_hands"));
    tools.append(reveal);
    this.logHost = el("div", { "data-log": "" });
    this.liveRegion = el("div", { class: "sbx-sr", "aria-live": "polite", "data-live": "" });
    live.append(tools, this.panels.element, this.message, this.botbar, this.changes,
      this.boardHost, this.logHost, this.play.element, this.liveRegion, this.play.dock);
    tools.addEventListener("click", (event) => {
      const command = event.target.closest("[data-command]")?.dataset.command;
      if (command === "undo") this.undo();
      if (command === "redo") this.redo();
    });
    this.revealBox.addEventListener("change", () => {
      this.reveal = this.revealBox.checked;
      this.refresh();
    });
    live.hidden = true;
    this.live = live;
    this.root.append(live);
  }

  // The first live board is drawn: it replaces the static one written at build time.
  takeOver() {
    this.root.querySelector("[data-sandbox-static]")?.remove();
    this.root.querySelector("[data-sandbox-loading]")?.remove();
    this.live.hidden = false;
  }

  buildBotBar() {
    const bar = el("div", { class: "sbx-botbar", "data-botbar": "" });
    const label = el("label", {}, `${this.t("bot_delay")} `);
    const select = el("select", { "data-bot-delay": "" });
    for (const key of Object.keys(BOT_DELAYS)) {
      const option = el("option", { value: key }, this.t(`delay_${key}`));
      option.selected = key === this.delay;
      select.append(option);
    }
    label.append(select);
    this.pauseButton = el("button", { type: "button", "data-bots": "pause" }, this.t("bots_pause"));
    this.skipButton = el("button", { type: "button", "data-bots": "skip" }, this.t("bots_now"));
    this.botStatus = el("span", { class: "sbx-bot-status", "data-bot-status": "" });
    bar.append(label, this.pauseButton, this.skipButton, this.botStatus);
    select.addEventListener("change", () => {
      this.delay = select.value;
      this.scheduleBots();
    });
    this.pauseButton.addEventListener("click", () => this.setPaused(!this.paused));
    this.skipButton.addEventListener("click", () => this.skipWait());
    return bar;
  }

  // Tell screen readers what just happened: through the page's shared live region when the
  // widget loader offers one, else through the sandbox's own.
  announce(lines) {
    const textLine = lines.filter(Boolean).join(" ");
    if (!textLine) return;
    if (this.ctx.announce) this.ctx.announce(textLine);
    else this.liveRegion.textContent = textLine;
  }

  showMessage(text, detail = "", ruling = "") {
    this.message.replaceChildren(el("p", {}, text));
    // The detail is the engine's reason, already in the page's language.
    if (detail) this.message.append(el("p", { class: "sbx-detail" }, detail));
    // The game's rulings page has one section per ruling id.
    const page = ruling && this.ctx.gamePage("rulings");
    if (page) {
      page.hash = ruling;
      const line = el("p");
      line.append(el("a", { href: page.href }, this.t("read_ruling", { ruling })));
      this.message.append(line);
    }
    this.message.hidden = false;
  }

  clearMessage() {
    this.message.hidden = true;
    this.message.replaceChildren();
  }

  // Ask the engine for the board and redraw everything from its answer.
  async refresh() {
    const generation = ++this.generation;
    clearTimeout(this.timer);
    const page = await this.call("view", { session: this.session, lang: this.lang,
      reveal: this.reveal });
    if (generation !== this.generation) return;
    const focused = this.root.contains(document.activeElement) ? document.activeElement : null;
    const before = this.page;
    this.page = page;
    this.boardHost.innerHTML = page.html;
    this.logHost.innerHTML = page.log_html;
    this.changes.textContent = page.since ?? "";
    this.changes.hidden = !page.since;
    // The bots just handed the turn back: say what they did, in one line.
    this.sinceToAnnounce = page.since && before && before.seat !== "human" ? page.since : "";
    this.undoButton.disabled = !page.can_undo;
    this.redoButton.disabled = !page.can_redo;
    this.play.update(page);
    this.panels.update();
    this.updateBotBar();
    this.keepFocus(focused);
    this.scheduleBots();
  }

  // Redrawing removed the focused control (a played action, a hand card): put the keyboard
  // where the next decision is made, not back at the top of the page.
  keepFocus(focused) {
    if (!focused || (this.root.contains(focused) && !focused.disabled)) return;
    const status = this.boardHost.querySelector("[data-status]");
    status?.setAttribute("tabindex", "-1");
    const next = !this.play.humanTurn ? status : this.play.firstControl();
    (next ?? status)?.focus();
  }

  // A new session from the engine: redraw, then announce what changed (by default the
  // latest action and its events).
  async setSession(session, lines) {
    this.session = session;
    await this.refresh();
    this.announce([...(lines ?? this.page.latest), this.sinceToAnnounce]);
  }

  // Run one engine request at a time; clicks made meanwhile are ignored, not queued.
  async exclusive(task) {
    if (this.busy) return;
    this.busy = true;
    this.root.setAttribute("aria-busy", "true");
    try {
      await task();
    } catch (err) {
      this.showMessage(String(err?.message ?? err));
    } finally {
      this.busy = false;
      this.root.removeAttribute("aria-busy");
    }
  }

  act(actionText) {
    return this.exclusive(async () => {
      const result = await this.call("act", { session: this.session, action: actionText,
        lang: this.lang });
      if (result.error) {
        this.showMessage(result.error.message, result.error.detail ?? "", result.error.ruling);
        this.announce([result.error.message]);
        return;
      }
      this.clearMessage();
      await this.setSession(result.session);
    });
  }

  undo() {
    return this.exclusive(async () => {
      const result = await this.call("undo", { session: this.session, lang: this.lang });
      this.clearMessage();
      if (!this.session.seats.includes("human")) this.setPaused(true, false);
      await this.setSession(result.session, result.undone);
    });
  }

  redo() {
    return this.exclusive(async () => {
      const result = await this.call("redo", { session: this.session, lang: this.lang });
      this.clearMessage();
      await this.setSession(result.session, result.redone);
    });
  }

  replaceSession(session, lines) {
    this.clearMessage();
    this.play.shownFor = null; // a new game: its first hand is its first player's
    this.setPaused(false, false);
    return this.setSession(session, lines);
  }

  botToMove() {
    return this.page && !this.page.over && this.page.seat !== "human";
  }

  updateBotBar() {
    const botTurn = this.botToMove();
    this.skipButton.disabled = !botTurn;
    this.pauseButton.textContent = this.paused ? this.t("bots_resume") : this.t("bots_pause");
    this.pauseButton.setAttribute("aria-pressed", String(this.paused));
    this.botStatus.textContent = !botTurn ? ""
      : this.paused ? this.t("bots_paused")
        : this.t("bot_thinking", { player: this.page.turn, seat: this.t(this.page.seat) });
  }

  setPaused(paused, reschedule = true) {
    this.paused = paused;
    if (this.page) this.updateBotBar();
    if (paused) clearTimeout(this.timer);
    else if (reschedule) this.scheduleBots();
  }

  scheduleBots() {
    clearTimeout(this.timer);
    if (!this.botToMove() || this.paused) return;
    const generation = this.generation;
    this.timer = setTimeout(() => {
      if (generation !== this.generation || this.paused) return;
      this.exclusive(async () => {
        const result = await this.call("bot_move", { session: this.session });
        await this.setSession(result.session);
      });
    }, BOT_DELAYS[this.delay]);
  }

  // Every bot moves now, up to the next human turn (or the end of a bots-only game).
  skipWait() {
    clearTimeout(this.timer);
    return this.exclusive(async () => {
      const result = await this.call("bot_move", { session: this.session, until_human: true });
      await this.setSession(result.session);
    });
  }
}

// Called by widgets.js when the sandbox nears the viewport; widgets.js shows the runtime's
// download progress, sets data-state="ready" when this resolves, and on a rejection sets
// data-state="error" with a visible message (the static board stays).
export async function mount(root, ctx) {
  const config = JSON.parse(root.dataset.config || "{}");
  linkStyles();
  const runtime = await ctx.getRuntime();
  await new Sandbox(root, ctx, runtime, readStrings(root), config).begin();
}
