// Hot seat in the sandbox shell (sandbox.js), which names no game: when the screen passes
// from one human to another, everything that shows private information (the board, the log,
// the game's hand bar) is covered by a "pass the device" screen until its new reader asks
// to see it. Kept apart from the shell so that each file holds one idea.
import { button, el } from "./sandbox_dom.js";

export class HotSeat {
  /** @param {any} sb the sandbox shell (sandbox.js's Sandbox) */
  constructor(sb) {
    this.sb = sb;
    this.shownFor = null; // the human whose private information was last on screen
    this.pendingOwner = null;
    this.dockShown = false;
    this.pass = el("div", { class: "sbx-pass", "data-pass-device": "", hidden: "" });
    this.privateArea = el("div", { class: "sbx-private", "data-private": "" });
  }

  // A new human reader must ask to see the screen before it shows their hand.
  coverIfHandedOver(page) {
    const sb = this.sb;
    const owner = page.viewer ?? null;
    const handOff = !sb.reveal && page.humans > 1 && owner !== null && !page.over
      && owner !== this.shownFor;
    if (handOff && this.shownFor !== null) {
      const show = button({ "data-show-hand": "" }, sb.t("show_hand", { player: owner }),
        () => this.uncover(true));
      this.pass.replaceChildren(el("p", {}, sb.t("pass_device", { player: owner })), show);
      this.pass.hidden = false;
      this.privateArea.hidden = true;
      if (sb.play.dock) {
        this.dockShown = !sb.play.dock.hidden; // as the game's update() left it
        sb.play.dock.hidden = true;
      }
      this.pendingOwner = owner;
      return;
    }
    if (!handOff || this.shownFor === null) this.shownFor = owner;
    this.uncover(false);
  }

  uncover(byReader) {
    const sb = this.sb;
    const wasCovered = !this.pass.hidden;
    this.pass.hidden = true;
    this.privateArea.hidden = false;
    if (sb.play.dock && wasCovered) sb.play.dock.hidden = !this.dockShown;
    if (byReader) {
      this.shownFor = this.pendingOwner ?? this.shownFor;
      const line = sb.turnLine();
      sb.announce([line === sb.status ? sb.t("your_turn", { player: this.shownFor })
        : line.textContent]);
      (sb.play.firstControl?.() ?? sb.turnLine()).focus?.();
    }
  }
}
