// The scoring example: Python (livewidgets/pdbmv/scoring.py) draws it; live.js wires its
// controls. While they are open, an edit redraws the example with other steps, and its
// tallest step (the tie-break's lines) can be shorter than before: the picture would shrink
// under the reader's pointer, moving "Change this example" and the steps (issue 22). The
// picture keeps the tallest height it had since the controls opened; closing them lets go.
import { mountLive } from "../../../static/live.js";

/** Hold the room of the body's stacked frames (.lr-frames) while the controls are open. */
export function holdFrames(body) {
  let held = 0;
  const hold = () => {
    const frames = body.querySelector(".lr-frames");
    if (!frames) return;
    if (!body.querySelector(".lr-controls:not([hidden])")) {
      held = 0;
      frames.style.minHeight = "";
      return;
    }
    frames.style.minHeight = "";
    held = Math.max(held, frames.getBoundingClientRect().height);
    frames.style.minHeight = `${held}px`;
  };
  // a redraw (new frames) or the controls shown or hidden; read before the next paint
  new MutationObserver(hold).observe(body, {
    childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
  hold();
}

export function mount(root, ctx) {
  holdFrames(root.querySelector(".lr-body"));
  return mountLive(root, ctx);
}
