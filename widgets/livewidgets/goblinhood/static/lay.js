// The lay widget: Python (livewidgets/goblinhood/lay.py) draws it; live.js wires its controls.
import { mountLive } from "../../../static/live.js";

export function mount(root, ctx) {
  return mountLive(root, ctx);
}
