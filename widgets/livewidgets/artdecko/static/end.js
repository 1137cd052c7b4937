// The Art Decko end widget: Python (livewidgets/artdecko/end.py) draws the museum, the pile,
// the market tracks and the verdict; live.js wires their buttons (a marker slot, a stepper,
// reset). After each redraw the new verdict is read out to a screen reader (the whole widget
// is redrawn, so its own live region is new each time and would not be announced).
import { mountCalculator } from "../../../static/live.js";

export const mount = (root, ctx) => mountCalculator(root, ctx, [".ad-verdict"]);
