// The shared sandbox's fallback: every legal action of the human to move, as a button,
// grouped by the action's `kind`, filterable, folded in a <details> under the log; those that
// score or lock at once (the game's `scores`) carry the shared mark (markScores). A turn may
// have a thousand legal actions: the buttons are drawn when the list is opened, not before.
import { actionButton, el, labelled } from "./sandbox_dom.js";

export class ActionList {
  constructor(sandbox) {
    this.sb = sandbox;
    this.summary = el("summary", {}, this.sb.t("actions"));
    this.filter = el("input", { type: "search", "data-filter": "", autocomplete: "off" });
    this.filterCount = el("p", { class: "sbx-filter-count", "aria-live": "polite" });
    this.groups = el("div", { class: "sbx-action-groups", "data-action-groups": "" });
    const details = el("details", { class: "sbx-actions", "data-actions": "" }, this.summary,
      labelled(this.sb.t("filter"), this.filter, { class: "sbx-filter" }), this.filterCount,
      this.groups);
    this.filter.addEventListener("input", () => this.applyFilter());
    details.addEventListener("toggle", () => {
      if (details.open && this.pendingActions) this.drawActions();
    });
    this.groups.addEventListener("click", (event) => {
      const b = event.target.closest("[data-action]");
      if (b && !b.disabled) this.sb.act(b.dataset.action);
    });
    this.element = details;
  }

  update(actions) {
    this.pendingActions = actions;
    this.summary.textContent = `${this.sb.t("actions")} (${actions.length})`;
    this.element.hidden = !actions.length;
    if (this.element.open) this.drawActions();
    else this.groups.replaceChildren();
  }

  drawActions() {
    const actions = this.pendingActions ?? [];
    this.pendingActions = null;
    this.groups.replaceChildren();
    const kinds = [...new Set(actions.map((a) => a.kind ?? "action"))];
    for (const kind of kinds) {
      const mine = actions.filter((a) => (a.kind ?? "action") === kind);
      const items = mine.map((action) => el("li",
        { "data-search": `${action.label} ${action.text}`.toLowerCase() },
        actionButton(this.sb, action, action.label)));
      this.groups.append(el("section", { "data-group": kind },
        el("h4", {}, `${this.sb.t(`group_${kind}`)} (${mine.length})`), el("ul", {}, ...items)));
    }
    this.applyFilter();
  }

  applyFilter() {
    const words = this.filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    let total = 0;
    for (const section of this.groups.querySelectorAll("[data-group]")) {
      let inGroup = 0;
      for (const item of section.querySelectorAll("li")) {
        const match = words.every((w) => item.dataset.search.includes(w));
        item.hidden = !match;
        inGroup += match ? 1 : 0;
        total += 1;
      }
      section.hidden = !inGroup;
      shown += inGroup;
    }
    this.filterCount.textContent = total && words.length
      ? this.sb.t("filter_count", { shown, total }) : "";
  }
}
