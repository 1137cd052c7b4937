// The Bonsai grow widget: Python (livewidgets/bonsai/grow.py) draws the board, the tile
// buttons and the score; live.js wires its buttons (a hex, a tile, keep only the trunk,
// reset). After each redraw the new score is read out to a screen reader (the whole widget
// is redrawn, so the score's own live region is new each time and would not be announced).
import { mountCalculator } from "../../../static/live.js";

export const mount = (root, ctx) => mountCalculator(root, ctx, [".bonsai-score"]);
