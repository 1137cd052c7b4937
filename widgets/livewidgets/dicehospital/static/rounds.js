// The Dice Hospital rounds widget: Python (livewidgets/dicehospital/rounds.py) draws both
// rounds, their dice and every choice; live.js wires its buttons (a patient, a round's count,
// the empty-hospital switch, reset). After each redraw the new total is read out to a screen
// reader (the whole widget is redrawn, so the total's own live region is new each time and
// would not be announced).
import { mountLive } from "../../../static/live.js";

export async function mount(root, ctx) {
  let said = null;
  const total = () => root.querySelector(".lr-live .dh-total")?.innerText
    .replace(/\s+/g, " ").trim();
  const watch = new MutationObserver(() => {
    const now = total();
    if (now && said !== null && now !== said) ctx.announce(now);
    if (now) said = now;
  });
  watch.observe(root.querySelector(".lr-body") ?? root, { childList: true, subtree: true });
  return mountLive(root, ctx);
}
