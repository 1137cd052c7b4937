// The Memoir '44 battle widget: Python (livewidgets/memoir44/battle.py) draws the hex strip,
// the choices and the chart; live.js wires its buttons (a hex, a unit, a terrain, sandbags,
// the target, one figure more or fewer, reset). After each redraw the new chance of wiping
// the target out is read out to a screen reader (the whole widget is redrawn, so the chance's
// own live region is new each time and would not be announced).
import { mountCalculator } from "../../../static/live.js";

export const mount = (root, ctx) => mountCalculator(root, ctx, [
  ".m44-dice-said", ".m44-eliminate"]);
