"""Each other player's last move, one line each under the turn line of a sandbox (issue 22).

On a phone, the sentence "since your last turn" sits under the table, below the fold: the
reader who comes back to their turn does not see what the bots just did. So a sandbox's
board writes, right under the line that says whose turn it is, one short line per other
player: their last move in a few words (or that they have not played yet), the ones made
since the reader last played in bold after a bullet, the older ones muted. Each line keeps its
room from turn to turn (one line, or more on a phone for a game that asks for them, cut with an
ellipsis when too long: the full words are in the log and the "since your last turn"
sentence), so the table under it stays put.

What is generic is here: whose lines, in which order, which ones are new, and the markup
(``data-last-moves``, styled by ``widgets/static/sandbox.css``). The words of a move are the
game's own (``said``).
"""

from __future__ import annotations

from typing import Callable, Sequence

from engine.session import Replay

from .markup import escape

__all__ = ["Move", "last_moves", "last_moves_html"]

Move = tuple[str, bool]
"""A line and whether its move came since the viewer last played."""


def last_moves(rep: Replay, viewer: int | None,
               said: Callable[[str, int | None], str], fresh: int = 0) -> list[Move]:
    """Each player but the viewer, in turn order from the viewer on: ``said(player, i)``,
    the words for their last move (``i``: its index in the log; None when they have not
    played yet), and whether it came since the viewer last played (with no viewer, every
    player is listed and none is new). ``fresh``: the log's index where the lines start
    afresh (a game's new round, say): moves before it are not said."""
    players = list(rep.players)
    me = players[viewer] if viewer is not None else None
    since = rep.since(me)
    start = 0 if viewer is None else viewer + 1
    out = []
    for name in players[start:] + players[:start]:
        if name == me:
            continue
        last = max((i for i, mover in enumerate(rep.movers[fresh:], fresh) if mover == name),
                   default=None)
        out.append((said(name, last), last is not None and last in since))
    return out


def last_moves_html(moves: Sequence[Move], label: str, lines: int = 1) -> str:
    """The lines as a list named ``label`` (``data-new`` on the moves made since the viewer
    last played); nothing when there is nobody else. ``lines``: the room of each move on a
    phone, 1 to 3 (``data-lines``: a game whose moves say more, such as a play's side effects,
    keeps that many lines for each there, said or not, so the table stays put: ``lr-i``, how
    many moves, and ``lr-j``, their lines, give sandbox.css the room to keep)."""
    if not moves:
        return ""
    if lines not in (1, 2, 3):
        raise ValueError(f"a last move takes 1 to 3 lines, not {lines}")
    items = "".join(f'<li{" data-new" if new else ""}>{escape(words)}</li>'
                    for words, new in moves)
    room = f' lr-i{len(moves)} lr-j{lines}" data-lines="{lines}' if lines > 1 else ""
    return (f'<ul class="sbx-last-moves{room}" data-last-moves '
            f'aria-label="{escape(label)}">{items}</ul>')
