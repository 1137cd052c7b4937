// The favor widget: Python (livewidgets/favor.py) draws it; live.js wires its controls.
import { mountLive } from "../../../static/live.js";

export function mount(root, ctx) {
  return mountLive(root, ctx);
}
