// The Arnak balance widget: Python (livewidgets/arnak/balance.py) draws the examples, the two
// pans, their palettes and the answer; live.js wires its buttons (an example, a token added or
// taken off, empty, reset). After each redraw the new verdict is read out to a screen reader
// (the whole widget is redrawn, so the answer's own live region is new each time and would
// not be announced).
import { mountLive } from "../../../static/live.js";

export async function mount(root, ctx) {
  let said = null;
  const verdict = () => {
    const answer = root.querySelector(".lr-live .arnak-answer");
    if (!answer) return null;
    const net = answer.querySelector(".arnak-sums li:last-child")?.innerText ?? "";
    const words = answer.querySelector(".arnak-verdict")?.innerText ?? "";
    return `${net} ${words}`.replace(/\s+/g, " ").trim();
  };
  const watch = new MutationObserver(() => {
    const now = verdict();
    if (now && said !== null && now !== said) ctx.announce(now);
    if (now) said = now;
  });
  watch.observe(root.querySelector(".lr-body") ?? root, { childList: true, subtree: true });
  return mountLive(root, ctx);
}
