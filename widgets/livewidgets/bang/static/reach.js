// The Bang! reach widget: Python (livewidgets/bang/reach.py) draws the table, the tools and
// the lists; live.js wires its buttons (a seat, a tool, one player more or fewer, reset).
// After each redraw the new reach is read out to a screen reader (the whole widget is
// redrawn, so the list's own live region is new each time and would not be announced).
import { mountCalculator } from "../../../static/live.js";

export const mount = (root, ctx) => mountCalculator(root, ctx, [".bang-reach"]);
