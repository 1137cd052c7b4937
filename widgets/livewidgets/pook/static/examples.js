// Every worked example of Pook (cost, play, piggy, scoring): Python draws it
// (livewidgets/pook/<kind>.py) and live.js wires its controls; grid.js lets the arrow keys move
// between the cells of the table and keeps a refusal under the table.
import { mountLive } from "../../../static/live.js";
import { gridKeys, messageUnderTable } from "./grid.js";

export function mount(root, ctx) {
  gridKeys(root);
  messageUnderTable(root);
  return mountLive(root, ctx);
}
