"""The Arctic Scavengers widget's drawing as HTML: one hand per seat, the cards to deal, and
the result.

Each hand is a row of cards drawn as small framed tiles (a person shows its fight value, a
tool, in a dashed frame, what it adds), with the seat's fight and headcount above it, big, in
words as well as figures: never colour alone. Live, a tap on a card takes it back and a row
of buttons under the hand deals one more card of each kind. The result is a list of lines
(:func:`~livewidgets.calcwidget.answer_lines`).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.arcticscavengers.calc import MAX_CARDS, MAX_TOOLS
from engine.arcticscavengers.cards import PEOPLE, TOOLS
from engine.arcticscavengers.skirmish import WIN_BY_TWO
from engine.i18n import SHARED, catalogue

from ..calcwidget import answer_lines, count_line
from ..controls import button, stepper_cell
from ..markup import escape
from ..strings import game_words

ui = game_words(__file__).ui

def shown(seat: int) -> int:
    """The number a reader sees for a seat: from 1, the first player's being 1 (the
    calculator's inputs, its answer and the edits count from 0, and keep doing so)."""
    return seat + 1


def tile(card: str, lang: str) -> str:
    """A card's face: its name, and its fight value or bonus (a tool's frame is dashed)."""
    if card in PEOPLE:
        value, kind = ui("card_fight", lang, n=PEOPLE[card].fight), "person"
    else:
        value, kind = ui("card_bonus", lang, n=TOOLS[card].bonus), "tool"
    return (f'<span class="as-card" data-kind="{kind}"><span class="as-name">'
            f'{escape(ui(card, lang))}</span> <span class="as-value">{escape(value)}</span></span>')


def hand_html(seat: int, hand: Mapping[str, Any], force: Mapping[str, Any],
              answer: Mapping[str, Any], lang: str, live: bool) -> str:
    """One seat: its heading, fight and people, its cards, and (live) the cards to deal."""
    title = ui("seat", lang, seat=shown(seat))
    if seat == answer["initiator"]:
        title = catalogue(SHARED, lang).aside(title, ui("initiator", lang))
    people = ui("people_of", lang, n=force["people"])
    fight = ui("fight_of", lang, fight=force["fight"])
    if force["provocateur"]:
        fight = catalogue(SHARED, lang).aside(fight, ui("provoked", lang))
    tools = catalogue(SHARED, lang).separator.join(ui(t, lang) for t in force["tools_idle"])
    idle = (f'<span class="as-idle">{escape(ui("idle", lang, tools=tools))}</span>'
            if tools else "")
    winner = ' data-winner="true"' if answer["winner"] == seat else ""
    items = []
    for key in ("cards", "tools"):
        for i, card in enumerate(hand.get(key, [])):
            face = tile(card, lang)
            if live:
                face = button(f'{ui("take_back", lang)} ', "remove", text=face, hidden_name=True,
                              player=seat, kind=key, index=i)
            items.append(f"<li>{face}</li>")
    cards = (f'<ul class="as-hand lr-row" aria-label="{escape(ui("hand", lang, seat=shown(seat)))}">'
             f'{"".join(items)}</ul>' if items
             else f'<p class="as-empty">{escape(ui("empty", lang))}</p>')
    deal = ""
    if live:
        buttons = "".join(button(f'{ui("add", lang, seat=shown(seat))} ', "add", text=(
            f'<span aria-hidden="true">+ </span>{escape(ui(card, lang))}'), hidden_name=True,
            player=seat, card=card) for card in (*PEOPLE, *TOOLS))
        deal = (f'<div class="as-deal lr-choices" role="group" aria-label="'
                f'{escape(ui("add_to", lang, seat=shown(seat)))}">{buttons}</div>')
        # why a row of "+" is greyed, where the eye is (review 37, B1)
        deal += "".join(f'<p class="as-full">{escape(ui(f"{key}_full", lang, n=most))}</p>'
                        for key, most in (("people", MAX_CARDS), ("tools", MAX_TOOLS))
                        if len(hand.get("cards" if key == "people" else key, [])) >= most)
    return (f'<li class="as-seat"{winner}><p class="as-head"><span class="as-title">'
            f'{escape(title)}</span> <span class="as-fight">'
            f'{escape(fight)}</span> '
            f'<span class="as-people">{escape(people)}</span> {idle}</p>{cards}{deal}</li>')


def seats_html(hands: Sequence[Mapping[str, Any]], answer: Mapping[str, Any], lang: str,
               live: bool) -> str:
    seats = "".join(hand_html(seat, hand, answer["players"][seat], answer, lang, live)
                    for seat, hand in enumerate(hands))
    return f'<ol class="as-seats">{seats}</ol>'


def result_lines(answer: Mapping[str, Any], lang: str) -> list[str]:
    """The outcome in words: who wins and why, or the deadlock and where the card goes."""
    why, seat, top = answer["why"], answer["winner"], answer["top"]
    order = catalogue(SHARED, lang).separator.join(str(shown(s)) for s in answer["order"])
    lines = [ui("order", lang, round=answer["round"], first=shown(answer["initiator"]),
                order=order)]
    seat = None if seat is None else shown(seat)
    # each way a skirmish is decided (the calculator's ``why``) has its phrase
    lines.append(ui(f'why_{why.replace("-", "_")}', lang, seat=seat, top=top, margin=WIN_BY_TWO))
    if seat is None:
        lines.append(ui("junkyard", lang))
    return lines


def result_html(answer: Mapping[str, Any], lang: str) -> str:
    return answer_lines("as-result", ui("result", lang),
                        [f"<li>{escape(line)}</li>" for line in result_lines(answer, lang)])


def settings_html(setup: Mapping[str, Any], lang: str, live: bool) -> str:
    """The round and the number of players: steppers live, a sentence in the static page."""
    players = len(setup["players"])
    if not live:
        return (f'<p class="as-settings">'
                f'{escape(ui("settings", lang, round=setup["round"], players=players))}</p>')
    steppers = (count_line("as-stepper", ui("players", lang), stepper_cell(
                    players, ui("fewer_players", lang), ui("more_players", lang), "players")),
                count_line("as-stepper", ui("round", lang), stepper_cell(
                    setup["round"], ui("earlier", lang), ui("later", lang), "round")))
    return f'<div class="as-settings">{"".join(steppers)}</div>'
