// The Arnak balance widget: Python (livewidgets/arnak/balance.py) draws the examples, the two
// pans, their palettes and the answer; live.js wires its buttons (an example, a token added or
// taken off, empty, reset). After each redraw the new verdict is read out to a screen reader
// (the whole widget is redrawn, so the answer's own live region is new each time and would
// not be announced).
import { mountCalculator } from "../../../static/live.js";

export const mount = (root, ctx) => mountCalculator(root, ctx, [
  ".arnak-answer .arnak-sums li:last-child", ".arnak-answer .arnak-verdict"]);
