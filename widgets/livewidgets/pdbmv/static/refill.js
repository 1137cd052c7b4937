// The refill widget: Python (livewidgets/refill.py) draws it; live.js wires its controls.
import { mountLive } from "../../../static/live.js";

export function mount(root, ctx) {
  // "shuffle" needs chance: the page picks the seed, Python shuffles with it.
  return mountLive(root, ctx, { shuffle: () => ({ seed: Math.floor(Math.random() * 2 ** 31) }) });
}
