// The Pi round widget: Python (livewidgets/pi/round.py) draws the players' turn tracks, their
// counts and the ranking; live.js wires its buttons (a turn, a stepper, reset). After each
// redraw the new ranking is read out to a screen reader (the whole widget is redrawn, so the
// ranking's own live region is new each time and would not be announced).
import { mountCalculator } from "../../../static/live.js";

export const mount = (root, ctx) => mountCalculator(root, ctx, [".pi-ranking"]);
