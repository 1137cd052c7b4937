"""Legal placements widget: press a hand card, and every end and way round where it fits
lights up; the others say why not (the page's player shows that card's frame: no Python).

The position is the fence's scenario before any play. Each try of a card (either end, either
square covering) is put to the engine itself (:func:`engine.goblinhood.analysis.ways_to_lay`):
a try it accepts shows the new end; one it refuses says why in a few words, with a link to the
ruling. Frame ``i`` is the ``i``-th hand card picked (frame 0, the position), so the static
page shows every verdict; live, each hand card can be exchanged for another (the next card in
play nowhere), and the verdicts follow.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from engine.goblinhood import from_json
from engine.goblinhood.analysis import ways_to_lay
from engine.goblinhood.components import ENDS
from engine.goblinhood.messages import card_words, colour_name

from ..controls import READ_THE_RULING, button, unknown_edit, whole_number
from ..layout import Frame, worked_kind
from ..markup import escape
from .board import HandAct, board_html
from .kit import Json, board_of, checked_play, from_scenario, owed
from .strings import ui
from .variants import swap_hand, swapped


def tries(scenario: Mapping[str, Any], card: str, lang: str) -> list[Json]:
    """The ways to lay ``card`` (left end first, square 0 covering first), each with the
    engine's verdict: ``fits`` and the new end, or the reason (a colour mismatch in a few
    words: the try names the end and the square) and its ruling. A card of one colour has two
    ways, not four: turned round it looks the same, never counted twice (issue 21)."""
    out = []
    for way in ways_to_lay(from_json(scenario), card):
        row: Json = {"end": way.play.end, "cover": way.play.cover, "square": way.square,
                     "new_end": way.new_end, "fits": way.refusal is None}
        if (err := way.refusal) is not None:
            reason = err.reason(lang)
            if err.code == "no-match":   # the engine's refusal, said in fewer words
                words = err.described(lang)
                reason = ui("no_match", lang, square=words["square"], colour=words["colour"])
            row.update(reason=reason, ruling=None if err.ruling is None else str(err.ruling))
        out.append(row)
    return out


SIGNS = {True: ("yes", "✓"), False: ("no", "✗")}
"""A verdict's ``data-fit`` (styled solid or dashed: not colour alone) and its sign."""


def _verdicts(rows: list[Json], lang: str) -> dict[str, str]:
    """What each end of the trail shows for the picked card: fits or not, in words inside an
    outline."""
    out = {}
    for end in ENDS:
        fitting = any(r["end"] == end and r["fits"] for r in rows)
        (fit, mark), words = SIGNS[fitting], escape(ui("fits" if fitting else "no_fit", lang))
        out[end] = (f'<span class="gh-verdict" data-for="{end}" data-fit="{fit}">'
                    f'<span aria-hidden="true">{mark} </span>{words}</span>')
    return out


def _tries_html(card: str, rows: list[Json], lang: str) -> str:
    items = []
    for r in rows:
        slots = {"end": ui(f'{r["end"]}_end', lang), "square": colour_name(r["square"], lang),
                 "new_end": colour_name(r["new_end"], lang)}
        said = (ui("try_fits", lang, **slots) if r["fits"]
                else ui("try_fails", lang, reason=r["reason"], **slots))
        ruling = escape(r.get("ruling") or "")
        link = (f' <a class="gh-ruling" href="../rulings/#{ruling}" data-ruling="{ruling}">'
                f'{escape(READ_THE_RULING.translated(lang))}</a>' if ruling else "")
        fit, mark = SIGNS[r["fits"]]
        items.append(f'<li data-fit="{fit}"><span aria-hidden="true">{mark} </span>'
                     f'{escape(said)}{link}</li>')
    return (f'<div class="gh-tries"><ul aria-label="{escape(ui("tries", lang, card=card))}">'
            f'{"".join(items)}</ul></div>')


def _frames(scenario: Mapping[str, Any], lang: str) -> list[Frame]:
    data = board_of(scenario)
    player, hand, cycles = data["turn"], data["hands"][data["turn"]], owed(data)

    only = [player]   # the other hands do not matter to where this one fits

    def acts(picked: str | None) -> HandAct:
        """The hand cards (``only`` the player to move's are drawn) as buttons showing their
        own frame."""
        return lambda _, card: {"data-goto": str(1 + hand.index(card)),
                                "aria-pressed": str(card == picked).lower(),
                                "label": ui("pick_card", lang)}

    frames = [Frame(ui("pick_start", lang), board_html(data, lang, cycles, hand_act=acts(None),
                                                       only=only, status=False))]
    for card in hand:
        rows = tries(scenario, card, lang)
        diagram = board_html(data, lang, cycles, {"player": player}, ends=_verdicts(rows, lang),
                             hand_act=acts(card), only=only, status=False)
        spec = data["cards"][card]
        words = card_words(spec["squares"], spec["gold"], lang)
        diagram = diagram[:-len("</div>")] + _tries_html(words, rows, lang) + "</div>"
        n = sum(r["fits"] for r in rows)
        frames.append(Frame(ui("ways", lang, card=words, n=n, total=len(rows)), diagram))
    return frames


def edit(state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
    """Change a card of the hand of the player to move (``index``: its place in the hand)
    for another one; the widget then shows where the new card fits."""
    name = act.get("act")
    if name == "reset":
        return {**state, "scenario": state["origin"], "pick": None}
    if name != "swap":
        raise unknown_edit(name)
    scenario = state["scenario"]
    player = scenario["turn"]
    new = swapped(scenario, player, whole_number(act.get("index")))
    checked_play(new)
    pick = new["hands"][player][int(whole_number(act["index"]))]  # swapped() read it
    return {**state, "scenario": new, "pick": pick}


def controls(scenario: Mapping[str, Any], lang: str) -> str:
    """The hand of the player to move, each card a button that changes it for another."""
    player = scenario["turn"]
    return swap_hand(board_of(scenario), player, ui("swap_fit_help", lang, player=player), lang,
                     f'<div class="lr-tools">{button(ui("reset", lang), "reset")}</div>')


def _picked(state: Mapping[str, Any], frames: Sequence[Frame]) -> int:
    """The live view opens on the frame of the card the reader last swapped in."""
    hand = state["scenario"]["hands"][state["scenario"]["turn"]]
    return 1 + hand.index(state["pick"]) if state.get("pick") in hand else 0


initial = from_scenario("placements")
static_html, view = worked_kind(
    initial, lambda state, lang, live: (_frames(state["scenario"], lang), ""),
    lambda state, lang: controls(state["scenario"], lang), _picked)
