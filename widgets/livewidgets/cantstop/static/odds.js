// The Can't Stop odds widget: Python (livewidgets/cantstop/odds.py) draws the board and the
// odds; live.js wires its buttons (a column, a mode, one roll more or less, reset). After each
// redraw the new chance is read out to a screen reader (the whole widget is redrawn, so the
// chance's own live region is new each time and would not be announced).
import { mountLive } from "../../../static/live.js";

export async function mount(root, ctx) {
  let said = null;
  const chance = () => root.querySelector(".lr-live .cantstop-chance")?.innerText
    .replace(/\s+/g, " ").trim();
  const watch = new MutationObserver(() => {
    const now = chance();
    if (now && said !== null && now !== said) ctx.announce(now);
    if (now) said = now;
  });
  watch.observe(root.querySelector(".lr-body") ?? root, { childList: true, subtree: true });
  return mountLive(root, ctx);
}
