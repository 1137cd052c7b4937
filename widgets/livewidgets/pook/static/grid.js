// The arrow keys on a cell of Pook's table (board.py's buttons) move the focus to the next
// cell that way: listening in the capture phase, before the generic widget code, so that an
// arrow on a cell does not step through the example; elsewhere the arrows keep their job.

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export function gridKeys(root) {
  root.addEventListener("keydown", (event) => {
    const cell = event.target.closest?.("button.pook-cell");
    const move = MOVES[event.key];
    if (!cell || !move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    const r = Number(cell.dataset.r) + move[0];
    const c = Number(cell.dataset.c) + move[1];
    const board = cell.closest(".pook-table");
    board?.querySelector(`button.pook-cell[data-r="${r}"][data-c="${c}"]`)?.focus();
  }, true);
}

// A refusal is shown next to the control that caused it (live.js puts it after the control's
// cell). Inside Pook's table that would add a cell to a row of the grid, push the table wider
// than a phone, and land in whichever frame holds the first copy of that cell (every frame of
// the player draws the table): the message is moved to just under the frames instead, right
// below the table the reader clicked, whichever step is shown.
export function messageUnderTable(root) {
  const observer = new MutationObserver(() => {
    const box = root.querySelector(".lr-frames .lr-message");
    box?.closest(".lr-frames")?.after(box);
  });
  observer.observe(root, { childList: true, subtree: true });
}
