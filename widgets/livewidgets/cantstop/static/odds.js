// The Can't Stop odds widget: Python (livewidgets/cantstop/odds.py) draws the board and the
// odds; live.js wires its buttons (a column, a mode, one roll more or less, reset). After each
// redraw the new chance is read out to a screen reader (the whole widget is redrawn, so the
// chance's own live region is new each time and would not be announced).
import { mountCalculator } from "../../../static/live.js";

export const mount = (root, ctx) => mountCalculator(root, ctx, [".cantstop-chance"]);
