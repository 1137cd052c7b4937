// The Bonsai grow widget: Python (livewidgets/bonsai/grow.py) draws the board, the tile
// buttons and the score; live.js wires its buttons (a hex, a tile, keep only the trunk,
// reset). After each redraw the new score is read out to a screen reader (the whole widget
// is redrawn, so the score's own live region is new each time and would not be announced).
import { mountLive } from "../../../static/live.js";

export async function mount(root, ctx) {
  let said = null;
  const score = () => root.querySelector(".lr-live .bonsai-score")?.innerText
    .replace(/\s+/g, " ").trim();
  const watch = new MutationObserver(() => {
    const now = score();
    if (now && said !== null && now !== said) ctx.announce(now);
    if (now) said = now;
  });
  watch.observe(root.querySelector(".lr-body") ?? root, { childList: true, subtree: true });
  return mountLive(root, ctx);
}
