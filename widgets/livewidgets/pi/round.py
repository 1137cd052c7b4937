"""The ``round`` kind: a turn track per player, and the round's points and ranking.

The state is the players (each: the turn solved on or ``None``, wrong guesses, detectives
left); each view is the calculator's answer (:class:`~livewidgets.calcwidget.CalcFace`). It
refuses a solve after the round ended, a sixth detective.

The drawing: per player, a track of turns 1 to :data:`TURNS` (44 px buttons in a wrapping
row; ✔ and the words "solved on this turn", never colour alone), two steppers, and the points
as a sum; above all players (``calc_body``: the answer first), the ranking as an ordered
list, each place with the reason it is below the one above.
"""

from __future__ import annotations

from typing import Any, Mapping

from engine.i18n import catalogue
from engine.pi.calc import DEFAULT_PLAYERS
from engine.pi.score import MAX_PLAYERS

from ..calcwidget import (MESSAGE, answer_lines, calc_body, controls_room, count_line, index_in,
                          inputs_face)
from ..controls import (EditError, Json, WayOut, drawn_cell, edit_number, stepper_cell,
                        unit_step, unknown_edit, whole_number)
from ..markup import escape
from ..strings import game_words

_words = game_words(__file__)
ui, M_ = _words.ui, _words.M_

TURNS = 6
"""Turns each track shows (more if the example names a later one)."""


def _change(state: Json, act: Mapping[str, Any], lang: str) -> Json:
    """``solve`` (``player``, ``value``: a turn; the same turn again: not solved), ``wrong``
    and ``detectives`` (``player``, ``delta``), ``players`` (``delta``: a new player solves on
    the round's last turn; the last player leaves)."""
    name = act.get("act")
    players = state["players"]
    step = unit_step(act)
    if name == "solve":
        p = players[index_in(len(players), act, "player")]
        turn = edit_number(act, "value", 1, TURNS)
        p["solved_on"] = None if p["solved_on"] == turn else turn
    elif name in ("wrong", "detectives"):
        p = players[index_in(len(players), act, "player")]
        p[name] = int(p[name]) + step
    elif name == "players":
        if step == 1:
            players.append(_newcomer(players))
        else:
            players.pop()
    else:
        raise unknown_edit(name)
    _checked(state, str(name), act)
    return state


def _newcomer(players: list[Json]) -> Json:
    """The player one more brings: solving on the round's last turn."""
    last = max((p["solved_on"] for p in players if p["solved_on"] is not None), default=1)
    return {"solved_on": last, "wrong": 0, "detectives": 5}


def roomiest(state: Mapping[str, Any]) -> Json:
    """The players with as many more as a round may have: the tallest view a reader reaches
    from this one (issue 22: a player more grew the widget)."""
    players = [dict(p) for p in state["players"]]
    while len(players) < MAX_PLAYERS:
        players.append(_newcomer(players))
    return {**state, "players": players}


def _checked(new: Mapping[str, Any], name: str, act: Mapping[str, Any]) -> None:
    """Refuse an edit the round's rules forbid in words that say what to do, as a player
    reads them (issue 22): which turn to pick, what to change first. Other refusals (a
    count at its bound) are the calculator's, said by the shared calculator's words."""
    try:
        FACE.answer(new)
    except EditError as err:
        said = {"after-end": M_("pick-earlier"), "not-over": M_("solve-another")}.get(err.code)
        if err.code == "too-many-wrong" and name == "solve":
            said = M_("later-or-fewer")
        elif err.code == "too-many-wrong":
            player = new["players"][whole_number(act.get("player"))]
            said = M_("solve-later") if player["solved_on"] is not None else M_("round-too-short")
        if said is None:
            raise
        # the round's last turn: {end} of a solve too late, {turn} of a guess too many
        raise WayOut(said, where=err.where, ruling=err.ruling,
                     end=err.params.get("end", err.params.get("turn"))) from None


def _track(i: int, player: Mapping[str, Any], found: Mapping[str, Any], lang: str,
           live: bool, turns: int) -> str:
    cells = []
    for turn in range(1, turns + 1):
        here, late = player["solved_on"] == turn, turn > found["end"]
        words = [ui("turn", lang, turn=turn)]
        if here or late:
            words.append(ui("solved_here" if here else "after_end", lang))
        label = catalogue("pi", lang).phrases.join(words)
        shown = (f'<span aria-hidden="true">{turn}</span>'
                 f'<span class="pi-mark" aria-hidden="true">{"✔" if here else ""}</span>')
        state = "solved" if here else "late" if late else "open"
        cells.append(drawn_cell("li", "pi-turn", state, label, shown, "pi-face",
                                "solve" if live else None, pressed=here, hidden_name=True,
                                player=i, value=turn))
    return (f'<ol class="pi-track lr-row" aria-label="{escape(ui("track", lang, n=i + 1))}">'
            f'{"".join(cells)}</ol>')


def _player(i: int, player: Mapping[str, Any], found: Mapping[str, Any], lang: str,
            live: bool, turns: int) -> str:
    score = found["scores"][i]
    if player["solved_on"] is None:
        said = ui("not_solved", lang)
    else:
        place = found["turns"].index(player["solved_on"]) + 1
        said = ui("solved_on", lang, turn=player["solved_on"], place=place, solve=score["solve"])

    def counts(live: bool) -> str:
        shown = []
        for key in ("wrong", "detectives"):
            if live:
                cell = stepper_cell(int(player[key]), ui(f"fewer_{key}", lang, n=i + 1),
                                    ui(f"more_{key}", lang, n=i + 1), key, player=i)
            else:
                cell = f'<span class="lr-count">{player[key]}</span>'
            shown.append(count_line("pi-count", ui(key, lang), cell))
        return f'<div class="pi-counts">{"".join(shown)}</div>'

    total = ui("points", lang, solve=score["solve"], penalty=score["penalty"],
               points=score["points"], size=abs(score["points"]))
    return (f'<li class="pi-player" data-player="{i}"><p class="lr-label">'
            f'{escape(ui("player", lang, n=i + 1))}</p>{_track(i, player, found, lang, live, turns)}'
            f'<p class="pi-said">{escape(said)}</p>{controls_room(live, counts, both=True)}'
            f'<p class="pi-points">{escape(total)}</p></li>')


def _why(entry: Mapping[str, Any], above: Mapping[str, Any], lang: str) -> str:
    key = entry["reason"]   # points, a tie-break's key (what each has of it), or shared
    return ui("shared" if key == "shared" else f"by_{key}", lang, other=above["player"] + 1,
              mine=entry.get(key), theirs=above.get(key))


def ranking_html(found: Mapping[str, Any], lang: str) -> str:
    """The ranking, best first, each place with why it is below the one above."""
    items = []
    ranking = found["ranking"]
    for n, entry in enumerate(ranking):
        said = ui("ranked", lang, place=entry["place"], n=entry["player"] + 1,
                  points=entry["points"], size=abs(entry["points"]))
        why = f' <span class="pi-why">{escape(ui("why", lang, reason=_why(entry, ranking[n - 1], lang)))}</span>' \
            if n else ""
        items.append(f'<li data-player="{entry["player"]}">{escape(said)}{why}</li>')
    turns = catalogue("pi", lang).join([str(t) for t in found["turns"]])
    return answer_lines("pi-ranking", ui("ranking", lang), items, ordered="pi-list",
                        foot=f'<p>{escape(ui("end", lang, turns=turns, end=found["end"]))}</p>')


def _body(setup: Mapping[str, Any], found: Json, lang: str, live: bool) -> str:
    players: list[Mapping[str, Any]] = setup["players"]
    turns = max([TURNS, *(p["solved_on"] or 0 for p in players)])
    head = controls_room(live, lambda live: "" if not live else count_line(
        "pi-players", ui("players", lang), stepper_cell(
            len(players), ui("fewer_players", lang), ui("more_players", lang), "players")),
        both=True)
    cards = "".join(_player(i, p, found, lang, live, turns) for i, p in enumerate(players))
    return calc_body(ranking_html(found, lang),
                     f'{head}<ul class="pi-players-list">{cards}</ul>'
                     f'{MESSAGE}<p class="lr-help">{escape(ui("legend", lang))}</p>', live)


FACE = inputs_face("pi", "round", {"players": DEFAULT_PLAYERS}, css_class="pi-widget",
                   kind="round", change=_change, body=_body, ui=ui, roomiest=roomiest)
