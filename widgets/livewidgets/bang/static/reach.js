// The Bang! reach widget: Python (livewidgets/bang/reach.py) draws the table, the tools and
// the lists; live.js wires its buttons (a seat, a tool, one player more or fewer, reset).
// After each redraw the new reach is read out to a screen reader (the whole widget is
// redrawn, so the list's own live region is new each time and would not be announced).
import { mountLive } from "../../../static/live.js";

export async function mount(root, ctx) {
  let said = null;
  const reach = () => root.querySelector(".lr-live .bang-reach")?.innerText
    .replace(/\s+/g, " ").trim();
  const watch = new MutationObserver(() => {
    const now = reach();
    if (now && said !== null && now !== said) ctx.announce(now);
    if (now) said = now;
  });
  watch.observe(root.querySelector(".lr-body") ?? root, { childList: true, subtree: true });
  return mountLive(root, ctx);
}
