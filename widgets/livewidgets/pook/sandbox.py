"""Pook's sandbox, Python side: JSON in, JSON out, one function per thing the page does.

The page (the shared shell ``widgets/static/sandbox.js`` plus ``static/sandbox.js``, Pook's
hand and table taps) keeps only the session, and passes it to every call: the worker stays
stateless and every answer comes from a replay (:class:`~livewidgets.sandboxkit.SandboxKit`:
undo is the log minus its last human turn, a share link is the session deflated). Expected
failures (an illegal play, a broken scenario or link) come back as ``{"error": {...}}`` with a
message in the page's language and, for a play the rules forbid, the ruling it breaks; only
programming errors raise.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any, Mapping

from engine.limits import check_json
from engine.pook import RulesError
from engine.pook.actions import Flip, Play, parse_action
from engine.pook.bots import BOTS, make_bot
from engine.pook.components import MAX_PLAYERS, MIN_PLAYERS
from engine.pook.events import Event
from engine.pook.game import GAME
from engine.pook.refusals import ActionSyntaxError, IllegalAction
from engine.pook.setup import DEFAULTS
from engine.pook.simulate import play_out, simulate as simulate_games
from engine.pook.state import State

from ..markup import escape
from ..sandboxcalls import SandboxCalls, refusal
from ..sandboxkit import Replay, SandboxKit
from .sandbox_render import (action_label, board_html, detail_parts, log_entries, log_html,
                             separator)
from .sandbox_text import SEAT_NAMES, browser_strings, text

Session = dict[str, Any]
HUMAN = "human"

KIT = SandboxKit(GAME, names=("Ana", "Ben", "Chen", "Dana"), defaults=DEFAULTS, default_bot="greedy")
"""Pook's sessions: the generic kit with the engine's spec, options and bots."""


_error = refusal


def start(config: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """A new session from a widget config or the setup form (players, seats, seed, options)."""
    try:
        check_json(config, KIT.limits, root="config")
        return {"session": KIT.new_session(config, SEAT_NAMES[lang])}
    except RulesError as err:
        where = err.where or "config"
        return _error(text(lang, "bad_setup", where=where, reason=err.detail(lang)), err,
                      where=where)


def viewer_seat(state: State, seats: list[str]) -> int | None:
    """Whose private information is shown: the human to move, else the next human to move
    (None when the game is over or no human plays)."""
    if state.is_over:
        return None
    count, first = len(seats), state.seat_to_move()
    for step in range(count):
        seat = (first + step) % count
        if seats[seat] == HUMAN:
            return seat
    return None


def _replay(session: Mapping[str, Any]) -> tuple[Replay, list[State | None]]:
    """The session played out, with a copy of the position before each tie-break choice
    (its label names the card it turns over)."""
    state = KIT.start_state(session["start"])
    events: list[list[Event]] = []
    movers: list[str] = []
    before: list[State | None] = []
    for i, form in enumerate(session["log"]):
        action = parse_action(form)
        before.append(state.copy() if isinstance(action, Flip) else None)
        movers.append(str(state.current_player))
        try:
            events.append(state.apply(action))
        except RulesError as err:
            raise err.at(f"log[{i}]", action=form) from None
    return Replay(state, events, movers, list(state.players)), before


def _action_json(state: State, action: Play | Flip, lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {"text": str(action), "label": action_label(action, lang, state),
                           "at": list(action.at)}
    if isinstance(action, Play):
        out.update(kind="play", card=action.card, side=action.side,
                   detail=separator(lang).join(detail_parts(action, lang)))
    else:
        out.update(kind="flip")
    return out


def view(session: Session, lang: str = "en", reveal: bool = False) -> dict[str, Any]:
    """Everything the page draws: the board for the human at the screen, the legal actions
    (on a human's turn), the log, and what to announce."""
    rep, before = _replay(session)
    state, seats = rep.state, session["seats"]
    viewer = viewer_seat(state, seats)
    humans = seats.count(HUMAN)
    everything = reveal or state.is_over or humans == 0
    shown = None if viewer is None else state.players[viewer]
    mover = None if state.is_over else state.seat_to_move()
    human_turn = mover is not None and seats[mover] == HUMAN
    entries = log_entries(session["log"], rep.events, rep.movers, before, shown, everything,
                          lang)
    setup = KIT.setup_of(session, state.players)
    setup.update(names=list(SEAT_NAMES[lang]), seat_kinds=list(KIT.seats), bots=list(BOTS),
                 min_players=MIN_PLAYERS, max_players=MAX_PLAYERS)
    return {
        "html": board_html(state, seats, lang, viewer, everything, live=True,
                           last=rep.events[-1] if rep.events else ()),
        "log_html": log_html(entries, lang),
        "latest": [entries[-1]["title"], *entries[-1]["sentences"]] if entries else [],
        "actions": ([_action_json(state, a, lang) for a in state.legal_actions()]
                    if human_turn else []),
        "turn": None if mover is None else state.players[mover],
        "seat": None if mover is None else seats[mover],
        "phase": state.phase, "over": state.is_over, "viewer": shown, "humans": humans,
        "can_undo": bool(session["log"]), "can_redo": bool(session["redo"]),
        "setup": setup, "since": "",
    }


def act(session: Session, action: str, lang: str = "en") -> dict[str, Any]:
    """Play ``action`` (its text form) for the player to move, or say which ruling forbids
    it."""
    state = KIT.replay(session).state
    try:
        parsed = parse_action(action)
    except ActionSyntaxError as err:
        return _error(text(lang, "unreadable_action", reason=err.reason(lang)), err)
    try:
        state.apply(parsed)
    except IllegalAction as err:
        ruling = str(err.ruling)
        return _error(text(lang, "illegal", ruling=ruling, reason=err.reason(lang)), err)
    return {"session": KIT.played(session, parsed)}


def _said(session: Session, lang: str, key: str, moves: list[tuple[str, str]]) -> list[str]:
    """Each (mover, action text) as "Undone: Ana: Orc 2 coin side up at [0, 1]"."""
    return [text(lang, key, action=text(lang, "who_did", player=mover,
                                        action=action_label(parse_action(form), lang)))
            for mover, form in moves]


def undo(session: Session, lang: str = "en") -> dict[str, Any]:
    """Take back the last action, and the bots' moves after it, back to a human's decision."""
    after, undone = KIT.undo(session)
    return {"session": after, "undone": _said(session, lang, "undone", undone)}


def redo(session: Session, lang: str = "en") -> dict[str, Any]:
    """Play again what :func:`undo` took back, up to the next human decision."""
    after, redone = KIT.redo(session)
    return {"session": after, "redone": _said(session, lang, "redone", redone)}


def bot_seed(session: Mapping[str, Any], move: int) -> int:
    """A bot's seed for one move: from the game's seed and the move number, so a session
    replays the same bot moves wherever it is played (the page, a test, a shared link)."""
    start = session["start"]
    base = start.get("seed", start.get("scenario", {}).get("seed", 0)) or 0
    return (int(base) * 1_000_003 + move) % 2**32


def bot_move(session: Session, until_human: bool = False) -> dict[str, Any]:
    """Let the bot whose turn it is move (or every bot, up to a human's turn or the end)."""
    state = KIT.replay(session).state
    log = list(session["log"])
    seats = session["seats"]
    while not state.is_over and seats[state.seat_to_move()] != HUMAN:
        action = make_bot(seats[state.seat_to_move()], bot_seed(session, len(log))).choose(state)
        state.apply(action)
        log.append(str(action))
        if not until_human:
            break
    moved = len(log) > len(session["log"])
    return {"session": {**session, "log": log, "redo": [] if moved else session["redo"]}}


CALLS = SandboxCalls(KIT, text)
import_scenario = CALLS.import_scenario
export = CALLS.export
share = CALLS.share
restore = CALLS.restore


def simulate(session: Session, games: int = 200, bot: str = "random", seed: int | None = None,
             lang: str = "en") -> dict[str, Any]:
    """Bots play ``games`` games; a table of wins and average points per player.

    From the current position when at most one human plays; with several humans at the
    screen, new games of the same setup instead (the engine's ``simulate``), because results
    from the position would tell each human something about the others' secret banners."""
    state = KIT.replay(session).state
    if state.is_over:
        return _error(text(lang, "sim_over"))
    if bot not in BOTS:
        bot = BOTS[0]
    games = max(1, min(int(games), 100_000))
    seed = random.randrange(2**32) if seed is None else int(seed)
    players = list(state.players)
    wins = {p: 0.0 for p in players}
    points = {p: 0 for p in players}
    fresh = session["seats"].count(HUMAN) > 1
    if fresh:
        options = session["start"].get("options", {})
        summary = simulate_games(games, players=len(players), bot=bot, seed=seed, **options)
        seconds = summary.seconds
        for name, ours in zip(summary.players, players):
            wins[ours] = summary.wins[name]
            points[ours] = sum(summary.scores[name])
    else:
        clock = time.perf_counter()
        rng = random.Random(seed)
        for _ in range(games):
            trial = state.copy()
            play_out(trial, bot, rng.randrange(2**32))
            winners = trial.winners()
            for name, score in trial.scores().items():
                points[name] += score
            for name in winners:
                wins[name] += 1 / len(winners)
        seconds = time.perf_counter() - clock
    return {"html": _sim_html(players, wins, points, games, bot, seed, fresh, lang),
            "seconds": seconds, "games": games, "seed": seed,
            "win_rate": {p: wins[p] / games for p in players}}


def _sim_html(players: list[str], wins: Mapping[str, float], points: Mapping[str, int],
              games: int, bot: str, seed: int, fresh: bool, lang: str) -> str:
    """The simulation's table: wins (count and share, in words and a text bar) and points."""
    rows = "".join(
        f'<tr data-player="{escape(p)}"><th scope="row">{escape(p)}</th>'
        f'<td>{wins[p]:g} ({wins[p] / games:.0%})</td><td>{points[p] / games:.1f}</td></tr>'
        for p in players)
    caption = text(lang, "sim_caption", games=games, bot=text(lang, bot), seed=seed)
    note = f'<p class="sbx-panel-note">{escape(text(lang, "sim_new_games"))}</p>' if fresh else ""
    return (f'{note}<table class="sbx-sim-table"><caption>{escape(caption)}</caption><thead><tr>'
            f'<th scope="col">{escape(text(lang, "sim_player"))}</th>'
            f'<th scope="col">{escape(text(lang, "sim_wins"))}</th>'
            f'<th scope="col">{escape(text(lang, "sim_mean"))}</th></tr></thead>'
            f"<tbody>{rows}</tbody></table>")


def static_html(config: Mapping[str, Any], lang: str) -> str:
    """The widget's first position as plain HTML, with the UI strings for the live widget."""
    result = start(config, lang)
    if "error" in result:
        return f'<p class="sbx-error" role="alert">{escape(result["error"]["message"])}</p>'
    session = result["session"]
    rep, before = _replay(session)
    seats = session["seats"]
    viewer = viewer_seat(rep.state, seats)
    everything = rep.state.is_over or HUMAN not in seats
    shown = None if viewer is None else rep.state.players[viewer]
    entries = log_entries(session["log"], rep.events, rep.movers, before, shown, everything,
                          lang)
    # A data attribute, not a <script type="application/json">: Material's instant navigation
    # re-creates every script of the new page without its type and would run the JSON.
    strings = escape(json.dumps(browser_strings(lang), ensure_ascii=False))
    return (f'<div class="sbx-static" data-sandbox-static>'
            f'{board_html(rep.state, seats, lang, viewer, everything, live=False)}'
            f'{log_html(entries, lang)}</div>'
            f'<p class="sbx-loading" data-sandbox-loading>{escape(text(lang, "loading"))}</p>'
            f'<div hidden data-sandbox-ui="{strings}"></div>')
