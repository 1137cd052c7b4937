"""The lines under a sandbox's turn line, each other player's last move
(``livewidgets/lastmoves.py``), as a reader on a phone sees them: a game's browser tests give
the turn line's selector and the lines they expect, in the catalogue's words.

Measured with the turn line scrolled to the middle of the screen: the list starts right under
it (``gap``), each move at most its room (one line, or the two or three a game keeps on a
phone: ``data-lines``), the moves one under the other with the room they leave kept under the
last one, every line is on the screen between the site's header and the game's bar (if
any), and the moves made since the reader's own are bold.
"""

from __future__ import annotations

from typing import Any, Sequence

from playwright.sync_api import Locator

LINES = """(root, turnLine) => {
  const turn = root.querySelector(turnLine);
  const list = root.querySelector('[data-board] [data-last-moves]');
  turn.scrollIntoView({block: 'center'});
  const header = document.querySelector('.md-header');
  const top = header ? header.getBoundingClientRect().bottom : 0;
  const dock = root.querySelector('[data-dock]');
  const bottom = dock && dock.getClientRects().length ? dock.getBoundingClientRect().top
    : innerHeight;
  return {gap: list ? list.getBoundingClientRect().top - turn.getBoundingClientRect().bottom
                    : null, top, bottom, high: list ? list.getBoundingClientRect().height : 0,
          lines: list ? [...list.children].map(li => {
            const r = li.getBoundingClientRect();
            return {text: li.textContent, isNew: li.hasAttribute('data-new'), top: r.top,
                    bottom: r.bottom, high: r.height,
                    cut: li.scrollHeight > li.clientHeight + 1
                         || li.scrollWidth > li.clientWidth + 1,
                    line: parseFloat(getComputedStyle(li).lineHeight),
                    weight: Number(getComputedStyle(li).fontWeight)};
          }) : []};
}"""

GAP_PX = 12
"""The most between the turn line and the first line under it (the turn line's margin)."""


def assert_last_moves(root: Locator, turn_line: str, expected: Sequence[tuple[str, bool]],
                      room: int = 1) -> list[dict[str, Any]]:
    """The lines under ``turn_line`` (a selector inside ``root``) are ``expected`` (the words
    and whether the move is new), each ``room`` lines high whatever it says, bold when new,
    all on the screen; each line's ``cut`` says whether its words overflow their room."""
    seen = root.evaluate(LINES, turn_line)
    print({k: v for k, v in seen.items() if k != "lines"}, seen["lines"])
    lines: list[dict[str, Any]] = seen["lines"]
    assert [(li["text"], li["isNew"]) for li in lines] == list(expected)
    assert seen["gap"] is not None and 0 <= seen["gap"] <= GAP_PX, \
        f"the lines are not right under the turn line: {seen}"
    for li in lines:
        assert li["high"] <= room * li["line"] + 0.5 * li["line"], \
            f"a move takes more than {room} line(s): {li}"
        assert seen["top"] <= li["top"] and li["bottom"] <= seen["bottom"], (li, seen)
        assert (li["weight"] >= 600) == li["isNew"], f"bold is not the new moves: {li}"
    # the moves one under the other, the room they do not use under the last one (review 35:
    # an empty band between two players' lines), so the list is as high whatever they say
    for before, after in zip(lines, lines[1:]):
        assert abs(after["top"] - before["bottom"]) <= 1, f"a band between two moves: {seen}"
    if lines:
        assert seen["high"] >= len(lines) * room * lines[0]["line"] - 1, \
            f"the moves do not keep their room: {seen}"
    return lines
