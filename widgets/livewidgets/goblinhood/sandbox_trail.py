"""The sandbox's trail, drawn for a thumb (issue 22): one row that never wraps, its two ends
pinned, and the ways to lay the picked card below the end they extend.

The worked examples' trail (:func:`.board.trail_html`) wraps; on a phone in a long round that
made a snake of 20 px squares whose order was unclear, with the "lay here" buttons inside the
end card. Here the cards sit in one row, left end first, that scrolls sideways while its first
and last cards stay pinned (CSS ``position: sticky``), so both ends are always in sight. Under
it a bar names each end, with an arrow to it, then (hidden until a card is picked) a 44 px
button per way to lay that card there, drawn as the card will lie, next to its end. A card
laid since the reader's own turn is outlined and tagged inside its own box with who laid it,
so tags never overlap; every other card keeps the tag's room empty, so the row's height never
changes. Squares are :func:`.board.square` (a letter and a name: never colour alone).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from engine.goblinhood import Play, State
from engine.goblinhood.components import ENDS
from engine.goblinhood.messages import card_words, colour_name
from engine.i18n import SHARED, catalogue

from ..markup import escape
from .board import square, trail_card, trail_cards
from .strings import text, ui

ARROWS = {"left": "◀", "right": "▶"}
"""The sign beside each end's name, pointing at the end it names (shape, not colour)."""


def lay_buttons(state: State, plays: Sequence[Play], lang: str) -> dict[str, str]:
    """For each end, a (hidden) button for each of the ``plays`` offered there, its face the
    card as it would lie: at the left end the new end first, at the right end last."""
    out = {end: "" for end in ENDS}
    for action in plays:
        spec = state.cards[action.card]
        squares = spec.squares
        label = text(lang, "lay_here", card=card_words(squares, spec.gold, lang),
                     square=colour_name(squares[action.cover], lang),
                     new_end=colour_name(squares[1 - action.cover], lang))
        cover = f'<span class="gh-cover">{square(squares[action.cover], lang)}</span>'
        new = square(squares[1 - action.cover], lang)
        face = new + cover if action.end == "left" else cover + new
        # Seen: the card as it will lie; heard: the whole sentence, which holds its colours.
        out[action.end] += (f'<button type="button" class="lr-btn gh-lay" hidden '
                            f'data-action="{escape(str(action))}" '
                            f'data-for-card="{escape(action.card)}">'
                            f'<span class="lr-sr">{escape(label)}</span>'
                            f'<span aria-hidden="true" class="gh-lay-face">{face}</span>'
                            f'</button>')
    return out


def _ends_bar(lays: Mapping[str, str] | None, lang: str, key: str = "") -> str:
    """Each end's name, pointed at by its arrow, with its lay buttons (``lays``) beside it;
    ``key`` (the signs' key) in the buttons' room while no card is picked, so that room is
    never an empty band (review 33, B4)."""
    sides = []
    for end in ENDS:
        arrow = f'<span aria-hidden="true">{ARROWS[end]}</span>'
        words = escape(ui(f"{end}_end", lang))
        # the arrow on the outside, pointing at the end it names
        name = (f'<span class="gh-end-name">'
                f'{f"{arrow} {words}" if end == "left" else f"{words} {arrow}"}</span>')
        # the buttons' room is kept when nobody here lays a card (a bot's turn, the static
        # board), so the table under the bar stays put from turn to turn
        buttons = f'<span class="gh-lays">{lays[end] if lays is not None else ""}</span>'
        sides.append(f'<div class="gh-end-side" data-side="{end}">{name}{buttons}</div>')
    return f'<div class="gh-ends">{"".join(sides)}{key}</div>'


def strip_html(board: Mapping[str, Any], lang: str, laid: Mapping[str, str],
               lays: Mapping[str, str] | None, key: str = "",
               gives: Mapping[str, Callable[[str], str]] | None = None) -> str:
    """The trail of ``board`` as one pinned-ends row and its ends bar. ``laid``: card -> who
    laid it since the reader's turn, oldest first (the order it slides in); ``lays``: each
    end's buttons, or None when nobody here lays a card; ``gives``: card -> its give button
    (:mod:`.sandbox_decide`), the card then lit and tagged so in words."""
    gives = gives or {}
    order = {card: i for i, card in enumerate(laid)}
    lead = escape(catalogue(SHARED, lang).labelled(ui("mark_laid", lang), ""))
    items = []
    for card, squares in trail_cards(board["trail"]):
        cells = "".join(square(colour, lang, end) for colour, end in squares)
        # Every card keeps a tag's room (an empty one, hidden), so the row is as tall before
        # the first tag as after it and the table under the trail never moves (issue 22).
        tag = '<span class="gh-laid-room" aria-hidden="true">\u00a0</span>'
        if card in gives:
            tag = f'<span class="gh-give-tag">{escape(text(lang, "give_tag"))}</span>'
        elif card in laid:
            tag = (f'<span class="gh-laid-by"><span class="lr-sr">{lead}</span>'
                   f'{escape(laid[card])}</span>')
        body = f'<span class="gh-cells">{cells}</span>{tag}'
        came = (f' data-flip-from="player-{escape(laid[card])}" data-flip-order="{order[card]}"'
                if card in laid else "")
        items.append(trail_card(card, gives[card](body) if card in gives else body,
                                card in laid, came))
    # The cue that a long trail scrolls (review 33, B7): the page fills in how many cards are
    # out of sight on each side, shown only while some are (a screen reader has the list).
    more = (f'<p class="gh-more" data-trail-more hidden aria-hidden="true">'
            f'<span data-more-side="left"></span>'
            f'<span class="gh-more-words">{escape(text(lang, "trail_more"))}</span>'
            f'<span data-more-side="right"></span></p>')
    # The row is named by its aria-label (it scrolls, so it takes the focus): the label seen
    # above it is not read a second time.
    return (f'<div class="gh-trail-box gh-strip"><span class="lr-label" aria-hidden="true">'
            f'{escape(ui("trail", lang))}</span>'
            f'<ol class="gh-trail gh-strip-cards" tabindex="0" '
            f'aria-label="{escape(ui("trail", lang))}">{"".join(items)}</ol>'
            f'{_ends_bar(lays, lang, more + key)}</div>')
