"""The round's end on the sandbox's table, and the key to the table's signs (issue 22, review
33 B1 and B2).

When a round ends, the bots deal the next one at once: the reader met round 2 with only "Round
wins: Ben 1" changed, the count far below in the log. So the board holds a panel
(:func:`round_end_html`) with the round's count (gold and cards, the winner marked, the
engine's sentence for who won and why) over the table's top until "Next round" is pressed. It
is drawn while the count is among the moves since the reader's own last turn, so a reader
whose own card ended the round sees it too.

The key (:func:`key_html`) says in words, beside a small drawing of each, what the dashed
square and the hatched hand card mean, while those signs are on the table.
"""

from __future__ import annotations

from typing import Sequence

from engine.goblinhood import State
from engine.goblinhood.analysis import last_round_end
from engine.goblinhood.events import Event
from engine.goblinhood.messages import counted, render

from ..markup import escape, table_html
from .strings import text, ui


def round_end_html(state: State, events: Sequence[Sequence[Event]], lang: str) -> str:
    """The panel for the last round ended among ``events`` (the actions' events since
    the reader's own turn), or "" when no round ended among them."""
    end = last_round_end(state, events)   # the count and the sentences: the engine's
    if end is None:
        return ""
    number, won = end.number, end.winners
    rows = []
    for e in end.scored:
        player = e.args["player"]
        mark = (f' <strong class="gh-won">{escape(ui("winner", lang))}</strong>'
                if player in won else "")
        rows.append(f'<tr{" data-won" if player in won else ""}>'
                    f'<th scope="row">{escape(player)}{mark}</th>'
                    f'<td>{escape(counted("gold", e.args["gold"], lang))}</td>'
                    f'<td>{escape(counted("card", e.args["cards"], lang))}</td></tr>')
    counted_players = {e.args["player"] for e in end.scored}
    if rows:   # an ambushed player has no count: said so in their row
        rows += [f'<tr data-out><th scope="row">{escape(p)}</th>'
                 f'<td colspan="2">{escape(ui("out", lang))}</td></tr>'
                 for p in state.players if p not in counted_players]
    # a round won by the last player standing has no count: its sentences say it all
    table = table_html("gh-round-end-table", [ui(k, lang) for k in ("player", "gold", "cards")],
                       rows) if rows else ""
    said = ("" if lang.startswith("zh") else " ").join(render(e, lang, state.cards)
                                                      for e in end.told)
    title = text(lang, "round_end_title", n=number)
    button = text(lang, "see_table" if state.is_over else "next_round")
    # a dialog (not modal: the table stays readable under it), named by its title and
    # described by its sentences, so that the focus on its button says them
    return (f'<section class="gh-round-end" role="dialog" data-round-end="{number}" '
            f'aria-labelledby="gh-round-end-{number}" '
            f'aria-describedby="gh-round-said-{number}">'
            f'<h3 class="gh-round-end-title" id="gh-round-end-{number}">{escape(title)}</h3>'
            f'{table}<p class="gh-round-end-said" id="gh-round-said-{number}" '
            f'data-round-said>{escape(said)}</p>'
            f'<button type="button" class="lr-btn gh-next-round" data-next-round>'
            f'{escape(button)}</button></section>')


def key_html(lang: str, nofit: bool) -> str:
    """The key to the table's signs: the dashed square, and (``nofit``: a hand card is
    hatched) the hatched card; each a small drawing of its sign, then its words. The hatched
    card's line is drawn hidden (``data-off``) when no card is hatched: the key keeps its
    room, so the table under it stays put (review 38: a French key of four lines)."""
    off = "" if nofit else " data-off"
    return (f'<ul class="gh-key" data-key><li><span class="gh-key-sign gh-key-end" '
            f'aria-hidden="true"></span>{escape(text(lang, "key_end"))}</li>'
            f'<li data-key-nofit{off}><span class="gh-key-sign gh-key-nofit" aria-hidden="true">'
            f'</span>{escape(text(lang, "key_nofit"))}</li></ul>')
