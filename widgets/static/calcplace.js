// Where a calculator's parts go as the reader edits it on a phone (issue 22): a refusal
// across the inputs, over what lies under the control's row, and the control pressed kept
// under the finger when what lies above it changes height. live.js calls both.

// A calculator's message, across its inputs, laid over what lies under the row of the control
// pressed (widgets.css): never inside that row (a board's columns, a table's cells, seats
// around a table), where it stood as a column one cell wide (issue 22: a refusal 28 px wide,
// 1,946 px tall), and never in the flow, so the calculator keeps its height and the control
// stays under the reader's thumb. In the reading order it follows the part it speaks of.
export function overTheInputs(box, place, inputs) {
  let row = place;
  while (row.parentElement && row.parentElement !== inputs && inARow(row)) row = row.parentElement;
  let part = row;
  while (part.parentElement && part.parentElement !== inputs) part = part.parentElement;
  const shown = !box.hidden;
  box.hidden = true;
  const end = inputs.scrollHeight;   // where the inputs end, the message aside
  box.hidden = !shown;
  part.after(box);
  // under the row; over it when the inputs end first (the tools under them stay in reach)
  const edge = inputs.getBoundingClientRect().top - inputs.scrollTop;
  const { top, bottom } = row.getBoundingClientRect();
  const below = bottom - edge;
  const room = below + box.offsetHeight <= end || top - edge < box.offsetHeight;
  box.style.top = `${room ? below : top - edge - box.offsetHeight}px`;   // CSSOM: the CSP allows it
}

// A calculator's control where it was before the redraw, under the reader's finger: what
// grew or shrank above it (an answer, a hand of cards) is scrolled past, in the inputs' box
// when it scrolls, else in the page (issue 22: controls moved 20 to 100 px on each tap).
export function keepInPlace(control, wasAt) {
  const moved = control.getBoundingClientRect().top - wasAt;
  if (Math.abs(moved) < 1) return;
  const box = control.closest(".lr-inputs");
  const inside = box && box.scrollHeight > box.clientHeight
    && /auto|scroll/.test(getComputedStyle(box).overflowY);
  if (inside) box.scrollTop += moved;
  else window.scrollBy(0, moved);
}

// Whether an element shares a line with others (or floats over them): a cell, a word, a
// positioned seat, an item beside its siblings.
function inARow(element) {
  if (element.matches("td, th, tr, thead, tbody, tfoot, caption")) return true;
  const style = getComputedStyle(element);
  if (style.display.startsWith("inline") || /absolute|fixed/.test(style.position)) return true;
  const own = element.getBoundingClientRect();
  return [...element.parentElement.children].some((other) => {
    if (other === element || !other.checkVisibility?.()) return false;
    const box = other.getBoundingClientRect();
    return box.height > 0 && box.top < own.bottom - 1 && box.bottom > own.top + 1;
  });
}
