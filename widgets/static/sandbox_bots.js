// The bots' pace in the sandbox shell (sandbox.js), which names no game: the bar folded in
// its menu (how long a bot waits before it moves, pause or resume, "move now"), the bots'
// line in its toolbar, and the timer that asks the engine for the next bot's move. Kept
// apart from the shell so that each file holds one idea.
import { button, choice, el, labelled } from "./sandbox_dom.js";

const BOT_DELAYS = { slow: 1500, normal: 600, none: 0 };

export class BotPace {
  /** @param {any} sb the sandbox shell (sandbox.js's Sandbox) */
  constructor(sb) {
    this.sb = sb;
    this.paused = false;
    this.delay = "normal";
    this.timer = null;
    this.status = el("span", { class: "sbx-bot-status", "data-bot-status": "" });
  }

  // The bar of the shell's menu: the delay, pause or resume, and "move now".
  bar() {
    const sb = this.sb;
    const select = choice({ "data-bot-delay": "" }, Object.keys(BOT_DELAYS),
      (key) => sb.t(`delay_${key}`), this.delay);
    select.addEventListener("change", () => {
      this.delay = select.value;
      this.schedule();
    });
    this.pauseButton = button({ "data-bots": "pause" }, sb.t("bots_pause"),
      () => this.setPaused(!this.paused));
    this.skipButton = button({ "data-bots": "skip" }, sb.t("bots_now"), () => this.skipWait());
    return el("div", { class: "sbx-botbar", "data-botbar": "" },
      labelled(sb.t("bot_delay"), select), this.pauseButton, this.skipButton);
  }

  toMove() {
    const page = this.sb.page;
    return page && !page.over && !page.limit && page.seat !== "human";
  }

  update() {
    const sb = this.sb;
    const botTurn = this.toMove();
    this.skipButton.disabled = !botTurn;
    this.pauseButton.textContent = this.paused ? sb.t("bots_resume") : sb.t("bots_pause");
    this.pauseButton.setAttribute("aria-pressed", String(this.paused));
    this.status.textContent = !botTurn ? ""
      : this.paused ? sb.t("bots_paused")
        : sb.t("bot_thinking", { player: sb.page.turn, seat: sb.t(sb.page.seat) });
  }

  setPaused(paused, reschedule = true) {
    this.paused = paused;
    if (this.sb.page) this.update();
    if (paused) this.cancel();
    else if (reschedule) this.schedule();
  }

  // The next bot's move waits no more (a redraw under way asks again when it is done).
  cancel() {
    clearTimeout(this.timer);
  }

  schedule() {
    const sb = this.sb;
    this.cancel();
    if (!this.toMove() || this.paused) return;
    const generation = sb.generation;
    this.timer = setTimeout(() => {
      // a sandbox left by instant navigation (its root gone from the page) plays no more:
      // its bots would keep the page's one Python busy for nothing
      if (generation !== sb.generation || this.paused || !sb.root.isConnected) return;
      this.move({}, { due: true });
    }, BOT_DELAYS[this.delay]);
  }

  skipWait() {
    this.cancel();
    return this.move({ until_human: true });
  }

  // A bot's move, or the game's sentence saying why no bot can play from here: the bots then
  // pause (they would meet the same position again) and the game stays as it was.
  // `due`: the bots' own timer, not "move now".
  move(extra = {}, { due = false } = {}) {
    const sb = this.sb;
    const generation = sb.generation;
    // Due while another request was under way (a simulation, an import), the move waits for
    // it; a game redrawn meanwhile (a new game, an Undo) has scheduled its own bots, and bots
    // paused meanwhile wait.
    return sb.exclusive(async () => {
      if (generation !== sb.generation || (due && this.paused) || !sb.root.isConnected) return;
      const result = await sb.call("bot_move", { session: sb.session, ...extra, lang: sb.lang });
      if (result.error) {
        sb.say(result.error.message, result.error.detail ?? "", result.error.ruling);
        this.setPaused(true, false);
        return;
      }
      await sb.setSession(result.session);
    }, { queued: true });
  }
}
