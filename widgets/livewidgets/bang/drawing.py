"""The Bang! widget's drawing as HTML: the round table, its tools, and the two lists.

The table is a ring of seats (two classes, its place and the seat count, put each one on the
circle: the site's CSP refuses inline styles). Each seat says, in signs and in its accessible
name, who sits there (★ the Sheriff, ◎ the shooter, ✝ dead, M Mustang, S Scope) and, big, the
distance the shooter sees to it: never colour alone; live, a tap applies the chosen tool.
Under it, one line per weapon range 1 to 5 names the seats it reaches, and one per "draw!"
gives its chance (:func:`~livewidgets.calcwidget.answer_lines`).
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.bang.table import MAX_PLAYERS, MIN_PLAYERS, RANGES, WEAPONS
from engine.i18n import SHARED, catalogue

from ..calcwidget import answer_lines, choice_group, count_line
from ..controls import button, drawn_cell, stepper_cell
from ..markup import escape
from ..strings import game_words, percent

ui = game_words(__file__).ui

TOOLS = ("shooter", "dead", "mustang", "scope")
"""What a click on a seat does, one tool at a time."""


def shown(seat: Any) -> Any:
    """The number a reader sees for a seat: the calculator counts from 0 (its inputs, which
    outside tools rely on, stay so), the drawing from 1, the Sheriff's seat."""
    return seat + 1 if isinstance(seat, int) and not isinstance(seat, bool) else seat


def seat_list(seats: list[int], lang: str) -> str:
    """``2, 5`` for seats 1 and 4 of the calculator, or the word for nobody."""
    return (catalogue(SHARED, lang).separator.join(str(shown(s)) for s in seats) if seats
            else ui("nobody", lang))


def _marks(seat: int, setup: Mapping[str, Any], lang: str) -> list[tuple[str, str]]:
    """What marks a seat, in order: each mark's sign on the seat and its words in its name."""
    return [(sign, ui(words, lang)) for held, sign, words in (
        (seat == 0, "★", "sheriff"), (seat == setup["from"], "◎", "is_shooter"),
        (seat in setup["dead"], "✝", "is_dead"),
        (seat in setup["mustang"], ui("sign_mustang", lang), "has_mustang"),
        (seat in setup["scope"], ui("sign_scope", lang), "has_scope")) if held]


def seat_html(seat: int, setup: Mapping[str, Any], found: Mapping[str, Any], lang: str,
              live: bool) -> str:
    """One seat: its number, its marks' signs and the distance, and all of it in its name."""
    d = found["distances"].get(str(seat))
    marks = _marks(seat, setup, lang)
    words = [ui("seat", lang, seat=shown(seat)), *(w for _, w in marks)]
    if d is not None:
        words.append(ui("at_distance", lang, d=d))
    state = ("shooter" if seat == setup["from"] else "dead" if seat in setup["dead"]
             else "alive")
    inner = (f'<span class="bang-num" aria-hidden="true">{shown(seat)}</span>'
             f'<span class="bang-signs" aria-hidden="true">{"".join(s for s, _ in marks)}</span>'
             f'<span class="bang-d" aria-hidden="true">{"" if d is None else d}</span>')
    return drawn_cell("li", f'bang-seat lr-i{seat} lr-j{setup["players"]}', state,
                      catalogue(SHARED, lang).phrases.join(words), inner, "bang-face",
                      "seat" if live else None, hidden_name=True, player=seat)


def table_html(setup: Mapping[str, Any], found: Mapping[str, Any], lang: str,
               live: bool) -> str:
    """The round table and its seats."""
    seats = "".join(seat_html(s, setup, found, lang, live) for s in range(setup["players"]))
    return (f'<div class="bang-table"><svg class="bang-felt" viewBox="0 0 100 100" '
            f'aria-hidden="true" focusable="false"><circle cx="50" cy="50" r="31"/></svg>'
            f'<ol class="bang-ring" aria-label="{escape(ui("table", lang))}">{seats}</ol></div>'
            f'<p class="lr-help">{escape(ui("legend", lang))}</p>')


def _players_stepper(players: int, lang: str) -> str:
    """The number of players, one more or fewer; at the role table's bounds the button says
    why it cannot, without asking Python."""
    bound = ui("players_bound", lang, least=MIN_PLAYERS, most=MAX_PLAYERS, players=players)
    return stepper_cell(players, ui("fewer_players", lang), ui("more_players", lang), "players",
                        why_not_less=bound if players <= MIN_PLAYERS else None,
                        why_not_more=bound if players >= MAX_PLAYERS else None)


def tools_html(setup: Mapping[str, Any], tool: str, lang: str, live: bool) -> str:
    """The tool a seat click applies, and the number of players."""
    if not live:
        dead, mustang, scope = (seat_list(sorted(setup[k]), lang)
                                for k in ("dead", "mustang", "scope"))
        return (f'<p class="bang-settings">{escape(ui("settings", lang, players=setup["players"], dead=dead, mustang=mustang, scope=scope, shooter=shown(setup["from"])))}'
                "</p>")
    buttons = "".join(button(ui(t, lang), "tool", pressed=t == tool, value=t) for t in TOOLS)
    return (choice_group("bang-tools", "bang-tool", ui("tools", lang), buttons)
            + count_line("bang-players", ui("players", lang),
                         _players_stepper(setup["players"], lang)))


def _held_who(said: str, lang: str) -> str:
    """Who a range reaches, in the room of the longest answer a table can give (every other
    seat of the largest table): the list keeps its height while the reader taps seats, so the
    table under it stays under the finger (issue 22: it moved 45 px on each tap)."""
    others = list(range(1, MAX_PLAYERS))
    longest = ui("seats", lang, n=len(others), seats=seat_list(others, lang))
    return (f'<span class="bang-who"><span>{escape(said)}</span>'
            f'<span class="bang-room" aria-hidden="true">{escape(longest)}</span></span>')


def reach_html(setup: Mapping[str, Any], found: Mapping[str, Any], lang: str) -> str:
    """One item per weapon range: the seats it reaches."""
    items = []
    for r in RANGES:
        seats = found["reach"][str(r)]
        weapons = (catalogue(SHARED, lang).separator.join(
            name for name, rng in WEAPONS.items() if rng == r) or "–")
        said = (ui("seats", lang, n=len(seats), seats=seat_list(seats, lang)) if seats
                else ui("no_one", lang))
        items.append(f'<li data-range="{r}"><span class="bang-range">'
                     f'{escape(ui("range_of", lang, r=r, weapons=weapons))}</span> '
                     f'{_held_who(said, lang)}</li>')
    return answer_lines("bang-reach", ui("reach", lang, shooter=shown(setup["from"])), items)


def draws_html(found: Mapping[str, Any], lang: str) -> str:
    """One item per "draw!" check: its chance and its count of cards."""
    brackets = catalogue(SHARED, lang)
    items = [
        f'<li><span class="bang-check">{escape(ui(check, lang))}</span> '
        f'<span class="lr-big">{escape(percent(d["probability"], lang))}</span> '
        f'<span class="lr-exact">{escape(brackets.bracketed(ui("of_cards", lang, hits=d["hits"], of=d["of"])))}'
        f'</span></li>' for check, d in found["draws"].items()]
    return answer_lines("bang-draws", ui("draws", lang), items, polite=False)
