// The Dice Hospital rounds widget: Python (livewidgets/dicehospital/rounds.py) draws both
// rounds, their dice and every choice; live.js wires its buttons (a patient, a round's count,
// the empty-hospital switch, reset). After each redraw the new total is read out to a screen
// reader (the whole widget is redrawn, so the total's own live region is new each time and
// would not be announced).
import { mountCalculator } from "../../../static/live.js";

export const mount = (root, ctx) => mountCalculator(root, ctx, [".dh-total"]);
