// The Memoir '44 battle widget: Python (livewidgets/memoir44/battle.py) draws the hex strip,
// the choices and the chart; live.js wires its buttons (a hex, a unit, a terrain, sandbags,
// the target, one figure more or fewer, reset). After each redraw the new chance of wiping
// the target out is read out to a screen reader (the whole widget is redrawn, so the chance's
// own live region is new each time and would not be announced).
import { mountLive } from "../../../static/live.js";

export async function mount(root, ctx) {
  let said = null;
  const chance = () => root.querySelector(".lr-live .m44-dice-said")?.innerText
    .replace(/\s+/g, " ").trim() + " " + (root.querySelector(".lr-live .m44-eliminate")
    ?.innerText.replace(/\s+/g, " ").trim() ?? "");
  const watch = new MutationObserver(() => {
    if (!root.querySelector(".lr-live")) return;
    const now = chance();
    if (now && said !== null && now !== said) ctx.announce(now);
    if (now) said = now;
  });
  watch.observe(root.querySelector(".lr-body") ?? root, { childList: true, subtree: true });
  return mountLive(root, ctx);
}
