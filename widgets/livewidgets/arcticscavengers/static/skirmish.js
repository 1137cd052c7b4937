// The Arctic Scavengers skirmish widget: Python (livewidgets/arcticscavengers/skirmish.py)
// draws the hands, the cards to deal and the result; live.js wires its buttons (deal a card,
// take one back, one player or round more or fewer, reset). After each redraw the new result
// is read out to a screen reader (the whole widget is redrawn, so the result's own live
// region is new each time and would not be announced).
import { mountLive } from "../../../static/live.js";

export async function mount(root, ctx) {
  let said = null;
  const result = () => root.querySelector(".lr-live .as-result")?.innerText
    .replace(/\s+/g, " ").trim();
  const watch = new MutationObserver(() => {
    const now = result();
    if (now && said !== null && now !== said) ctx.announce(now);
    if (now) said = now;
  });
  watch.observe(root.querySelector(".lr-body") ?? root, { childList: true, subtree: true });
  return mountLive(root, ctx);
}
