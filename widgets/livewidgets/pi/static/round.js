// The Pi round widget: Python (livewidgets/pi/round.py) draws the players' turn tracks, their
// counts and the ranking; live.js wires its buttons (a turn, a stepper, reset). After each
// redraw the new ranking is read out to a screen reader (the whole widget is redrawn, so the
// ranking's own live region is new each time and would not be announced).
import { mountLive } from "../../../static/live.js";

export async function mount(root, ctx) {
  let said = null;
  const ranking = () => root.querySelector(".lr-live .pi-ranking")?.innerText
    .replace(/\s+/g, " ").trim();
  const watch = new MutationObserver(() => {
    const now = ranking();
    if (now && said !== null && now !== said) ctx.announce(now);
    if (now) said = now;
  });
  watch.observe(root.querySelector(".lr-body") ?? root, { childList: true, subtree: true });
  return mountLive(root, ctx);
}
