// The Art Decko end widget: Python (livewidgets/artdecko/end.py) draws the museum, the pile,
// the market tracks and the verdict; live.js wires their buttons (a marker slot, a stepper,
// reset). After each redraw the new verdict is read out to a screen reader (the whole widget
// is redrawn, so its own live region is new each time and would not be announced).
import { mountLive } from "../../../static/live.js";

export async function mount(root, ctx) {
  let said = null;
  const verdict = () => root.querySelector(".lr-live .ad-verdict")?.innerText
    .replace(/\s+/g, " ").trim();
  const watch = new MutationObserver(() => {
    const now = verdict();
    if (now && said !== null && now !== said) ctx.announce(now);
    if (now) said = now;
  });
  watch.observe(root.querySelector(".lr-body") ?? root, { childList: true, subtree: true });
  return mountLive(root, ctx);
}
