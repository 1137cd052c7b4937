// The Arctic Scavengers skirmish widget: Python (livewidgets/arcticscavengers/skirmish.py)
// draws the hands, the cards to deal and the result; live.js wires its buttons (deal a card,
// take one back, one player or round more or fewer, reset). After each redraw the new result
// is read out to a screen reader (the whole widget is redrawn, so the result's own live
// region is new each time and would not be announced).
import { mountCalculator } from "../../../static/live.js";

export const mount = (root, ctx) => mountCalculator(root, ctx, [".as-result"]);
