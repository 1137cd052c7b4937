// The sandbox's panels, opened from its toolbar and its menu one at a time: a new game's
// setup, the scenario JSON (export and import), the share link, the simulation of many bot games.
// Every check is the engine's: a panel only sends what the reader typed and shows the answer.
// Game-independent: the seats, bots, player counts and the game's own setup fields come from
// Python (page.setup).
import { button, choice, el, labelled } from "./sandbox_dom.js";

let panelIds = 0;

// The seed field's text as the engine gets it: a number when the page reads it exactly, else
// the text as typed (beyond 2^53 - 1 a number is silently rounded to another seed; the engine
// refuses the text in the page's language, naming the seed).
export function seedValue(typed) {
  const text = String(typed).trim();
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

// The game's own options on the new-game form, declared in Python (setup.fields:
// livewidgets.sandbox_io.SetupField), each showing the session's value (setup.options, the
// engine's defaults filled in) and read back as the engine takes it: a whole number typed
// stays a number, anything else the text as typed (the engine refuses it in words).
export function setupFields(sb, setup) {
  const whole = (text) => (/^-?\d+$/.test(text.trim()) ? Number(text) : text.trim());
  const nodes = [];
  const reads = [];
  for (const field of setup.fields ?? []) {
    const { name, kind, values = [] } = field;
    const chosen = setup.options?.[name];
    const word = (value) => (field.words
      ? sb.t(field.words.replaceAll("{value}", String(value)), { n: value }) : String(value));
    let control;
    let read;
    if (kind === "checks") {
      const boxes = values.map((value) => {
        const box = el("input", { type: "checkbox", value: String(value) });
        box.checked = Boolean(chosen?.includes(value));
        return box;
      });
      reads.push([name, () => values.filter((_, i) => boxes[i].checked)]);
      nodes.push(el("fieldset", { class: "sbx-checks", "data-option": name },
        el("legend", {}, sb.t(field.label)),
        ...boxes.map((box, i) => labelled(word(values[i]), box))));
      continue;
    }
    if (kind === "choice") {
      control = choice({ "data-option": name }, values, word, chosen);
      read = () => values.find((value) => String(value) === control.value);
    } else if (kind === "check") {
      control = el("input", { type: "checkbox", "data-option": name });
      control.checked = Boolean(chosen);
      read = () => control.checked;
    } else if (kind === "number") {
      control = el("input", { type: "number", "data-option": name, value: String(chosen) });
      if (field.low !== undefined) control.setAttribute("min", String(field.low));
      if (field.high !== undefined) control.setAttribute("max", String(field.high));
      read = () => whole(control.value);
    } else { // numbers: on one line, apart by spaces, commas or semicolons
      control = el("input", { type: "text", inputmode: "numeric", "data-option": name,
        value: (chosen ?? []).join(" ") });
      read = () => control.value.split(/[\s,;]+/).filter(Boolean).map(whole);
    }
    reads.push([name, read]);
    nodes.push(labelled(sb.t(field.label), control));
  }
  return { nodes, read: () => Object.fromEntries(reads.map(([name, read]) => [name, read()])) };
}

export class Panels {
  // A new game's button goes in the toolbar (at hand); the others in the sandbox's menu.
  constructor(sandbox, toolbar, menu) {
    this.sb = sandbox;
    this.element = el("div", { class: "sbx-panels", "data-panels": "" });
    this.t = sandbox.t.bind(sandbox);
    this.buttons = new Map();
    this.panels = new Map();
    this.add(toolbar, "setup", "new_game", () => this.buildSetup());
    this.add(menu, "export", "export", () => this.buildScenario("export"));
    this.add(menu, "import", "import", () => this.buildScenario("import"));
    this.add(menu, "share", "share", () => this.buildShare());
    this.add(menu, "simulate", "simulate", () => this.buildSimulate());
    this.open = null;
  }

  add(toolbar, name, label, build) {
    const id = `sbx-panel-${++panelIds}`;
    const opens = button({ "aria-expanded": "false", "aria-controls": id,
      "data-panel-button": name }, this.t(label), () => this.toggle(name));
    const panel = el("section", { class: "sbx-panel", id, "data-panel": name,
      "aria-label": this.t(label), hidden: "" });
    toolbar.append(opens);
    this.element.append(panel);
    this.buttons.set(name, opens);
    this.panels.set(name, { panel, build });
  }

  async toggle(name) {
    const wasOpen = this.open === name;
    for (const [other, { panel }] of this.panels) {
      panel.hidden = true;
      this.buttons.get(other).setAttribute("aria-expanded", "false");
    }
    this.open = null;
    this.markOpen();
    if (wasOpen) return;
    const { panel, build } = this.panels.get(name);
    panel.replaceChildren(...(await this.built(build)), this.closer(name));
    // A panel folds the menu, whether it was chosen there or in the toolbar: the panel, not
    // the menu, is what the reader asked for; both open pushed the table off a phone's screen
    // (issue 22 review), and the sheet covered the menu's items. (Folded before the panel is
    // marked open: folding the menu closes a panel opened from it.)
    this.sb.showMenu(false);
    panel.hidden = false;
    this.buttons.get(name).setAttribute("aria-expanded", "true");
    this.open = name;
    this.markOpen();
    // without scrolling: the sheet is in sight already (a scroll would move the table)
    panel.querySelector("textarea, input, select, button")?.focus({ preventScroll: true });
  }

  // Every panel's own way out (its button may be folded away in the menu): closes it and
  // gives the focus back to what opened it, or to the menu's button.
  closer(name) {
    return button({ class: "sbx-panel-close", "data-panel-close": "" }, this.t("close"),
      () => this.closeAndReturn(name));
  }

  closeAndReturn(name) {
    if (this.open !== name) return;
    this.close();
    const opener = this.buttons.get(name);
    (opener.getClientRects().length ? opener : this.sb.moreButton).focus();
  }

  // While a panel is open the game's bar stuck to the bottom of the screen (its hand) steps
  // aside (sandbox.css, data-panel-open): on a phone it would cover the lower half of a form
  // such as a new game's, Start included. Closing the panel brings it back.
  markOpen() {
    this.sb.live?.toggleAttribute("data-panel-open", this.open !== null);
  }

  close() {
    if (this.open) this.toggle(this.open);
  }

  // An open share link or export would describe an old position: rebuild it.
  async update() {
    if (this.open === "share" || this.open === "export") {
      const { panel, build } = this.panels.get(this.open);
      panel.replaceChildren(...(await this.built(build)), this.closer(this.open));
    }
  }

  // A panel's content; when the engine fails to answer (share, export), one sentence of the
  // page's language in its place, never a rejected promise or the worker's own text.
  async built(build) {
    try {
      return await build();
    } catch (err) {
      console.warn("sandbox panel:", err?.message ?? err);
      return [el("p", { role: "alert", class: "sbx-panel-error", "data-panel-error": "" },
        this.t("engine_failed"))];
    }
  }

  note(text) {
    return el("p", { class: "sbx-panel-note" }, text);
  }

  // -- setup -------------------------------------------------------------------------------

  buildSetup() {
    const setup = this.sb.page.setup;
    const form = el("form", { class: "sbx-setup", "data-setup": "" });
    const least = setup.min_players ?? 2;
    const counts = Array.from({ length: (setup.max_players ?? 4) - least + 1 }, (_, i) => least + i);
    const count = choice({ "data-player-count": "" }, counts, String, setup.players.length);
    const seats = el("fieldset", { class: "sbx-seats" });
    const seed = el("input", { type: "number", step: "1", "data-seed": "",
      value: String(setup.seed ?? 1) });
    const randomSeed = button({}, this.t("random_seed"), () => {
      seed.value = String(Math.floor(Math.random() * 2 ** 31));
    });
    const kinds = setup.seat_kinds ?? ["human"];
    const drawSeats = () => {
      const old = [...seats.querySelectorAll("[data-seat-row]")].map((row) => ({
        name: row.querySelector("input").value, kind: row.querySelector("select").value }));
      seats.replaceChildren(el("legend", {}, this.t("players")));
      for (let i = 0; i < Number(count.value); i += 1) {
        const name = el("input", { type: "text", maxlength: "40", required: "" });
        name.value = old[i]?.name ?? setup.players[i] ?? setup.names?.[i] ?? String(i + 1);
        const kind = choice({}, kinds, (seat) => this.t(seat),
          old[i]?.kind ?? setup.seats[i] ?? kinds[kinds.length - 1]);
        seats.append(el("div", { class: "sbx-seat-row", "data-seat-row": "" },
          labelled(this.t("seat_name", { n: i + 1 }), name),
          labelled(this.t("seat_kind", { n: i + 1 }), kind)));
      }
    };
    drawSeats();
    count.addEventListener("change", drawSeats);
    // The deal number (the engine's seed: the same number deals the same cards) is for a
    // reader who wants a deal again: folded, under a player's word.
    const seedRow = el("details", { class: "sbx-deal", "data-deal": "" },
      el("summary", {}, this.t("seed")),
      el("div", { class: "sbx-row" }, labelled(this.t("seed"), seed), randomSeed));
    const own = setupFields(this.sb, setup);
    const error = el("div", { role: "alert", class: "sbx-panel-error", "data-panel-error": "" });
    // Start stays in sight at the bottom of the panel (sandbox.css) however long the form.
    const go = el("div", { class: "sbx-row sbx-setup-go" },
      el("button", { type: "submit" }, this.t("start")));
    form.append(labelled(this.t("player_count"), count), seats, seedRow, ...own.nodes, go, error);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const rows = [...seats.querySelectorAll("[data-seat-row]")];
      const text = seed.value.trim();
      const config = {
        players: rows.map((row) => row.querySelector("input").value),
        seats: rows.map((row) => row.querySelector("select").value),
        seed: seedValue(text),
        options: own.read(),
      };
      this.sb.exclusive(async () => {
        const result = await this.sb.call("start", { config, lang: this.sb.lang });
        if (result.error) {
          error.textContent = result.error.message;
          return;
        }
        this.close();
        await this.sb.replaceSession(result.session);
      }, { queued: true });
    });
    // One tap for the same players and seats with a new deal, before the form.
    return [el("h3", {}, this.t("setup")),
      button({ "data-play-again": "" }, this.t("play_again"), () => this.sb.playAgain()), form];
  }

  // -- scenario JSON -----------------------------------------------------------------------

  async buildScenario(mode) {
    const area = el("textarea", { rows: "10", spellcheck: "false", "data-scenario-json": "",
      class: "sbx-json" });
    const status = el("div", { role: "alert", class: "sbx-panel-error", "data-panel-error": "" });
    const heading = el("h3", {}, this.t(mode));
    if (mode === "export") {
      area.readOnly = true;
      area.value = await this.sb.call("export", { session: this.sb.session });
      return [heading, this.note(this.t("export_help")), labelled(this.t("scenario_json"), area),
        this.copyButton(area, status), status];
    }
    const load = button({ "data-import": "" }, this.t("apply_import"),
      () => this.sb.exclusive(async () => {
        const result = await this.sb.call("import_scenario", { source: area.value,
          lang: this.sb.lang, seats: this.sb.session.seats });
        if (result.error) {
          status.textContent = result.error.message;
          area.focus();
          return;
        }
        this.close();
        await this.sb.replaceSession(result.session, [this.t("imported")]);
      }, { queued: true }));
    return [heading, this.note(this.t("import_help")), labelled(this.t("scenario_json"), area),
      load, status];
  }

  // Copy: the text of `input` to the clipboard, and `status` says it is done.
  copyButton(input, status) {
    return button({ "data-copy": "" }, this.t("copy"), async () => {
      input.select();
      try {
        await navigator.clipboard.writeText(input.value);
      } catch {
        document.execCommand?.("copy");
      }
      status.textContent = this.t("copied");
    });
  }

  // -- share -------------------------------------------------------------------------------

  async buildShare() {
    const fragment = await this.sb.call("share", { session: this.sb.session });
    const url = new URL(window.location.href);
    url.hash = fragment;
    window.history.replaceState(window.history.state, "", url.href);
    const link = el("input", { type: "url", readonly: "", class: "sbx-link", "data-share-url": "" });
    link.value = url.href;
    const status = el("p", { role: "status", class: "sbx-panel-note" });
    return [el("h3", {}, this.t("share")), this.note(this.t("share_help")),
      labelled(this.t("share"), link), this.copyButton(link, status), status];
  }

  // -- simulate ----------------------------------------------------------------------------

  buildSimulate() {
    // How many games to offer: the game may say, per bot (Sandbox.sim_games).
    const offer = (name) => String(this.sb.page.setup.sim_games?.[name] ?? 200);
    const bot = choice({ "data-sim-bot": "" }, this.sb.page.setup.bots ?? [], this.t);
    const games = el("input", { type: "number", min: "1", max: "100000", value: offer(bot.value),
      "data-sim-games": "" });
    bot.addEventListener("change", () => {
      games.value = offer(bot.value);
    });
    const speed = el("p", { class: "sbx-sim-speed", role: "status", "data-sim-speed": "" });
    const result = el("div", { class: "sbx-sim-result", "data-sim-result": "" });
    const run = button({ "data-sim-run": "" }, this.t("sim_run"),
      () => this.sb.exclusive(async () => {
        speed.textContent = this.t("sim_running");
        result.replaceChildren();
        const count = Math.max(1, Math.min(100000, Number(games.value) || Number(offer(bot.value))));
        const clock = performance.now();
        let answer;
        try {
          answer = await this.sb.call("simulate", { session: this.sb.session, games: count,
            bot: bot.value, seed: null, lang: this.sb.lang });
        } catch (err) {
          speed.textContent = ""; // never a "Simulating…" left behind: the sandbox says why
          throw err;
        }
        const seconds = (performance.now() - clock) / 1000;
        if (answer.error) {
          speed.textContent = answer.error.message;
          return;
        }
        speed.dataset.seconds = seconds.toFixed(3);
        speed.dataset.engineSeconds = Number(answer.seconds).toFixed(3);
        const number = (value, digits) => new Intl.NumberFormat(this.sb.lang,
          { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
        const played = Number(answer.games ?? count); // fewer when the time budget stopped it
        speed.textContent = this.t("sim_speed", { games: number(played, 0),
          seconds: number(seconds, 1) }, played);
        result.innerHTML = answer.html; // rendered by the game's Python, names escaped there
        this.sb.announce([speed.textContent]);
      }, { queued: true }));
    return [el("h3", {}, this.t("simulate")), this.note(this.t("simulate_help")),
      el("div", { class: "sbx-row" }, labelled(this.t("sim_games"), games),
        labelled(this.t("sim_bot"), bot), run), speed, result];
  }
}
