"""The sandbox widget's Python side: JSON in, JSON out, one function per thing the page does.

The page keeps the session (see :mod:`.sandbox_session`) and passes it to every call, so the
worker stays stateless and every answer comes from a replay: undo is the log minus its last
human turn, never a copy kept aside. Expected failures (an illegal action, a broken scenario
or link) come back as ``{"error": {...}}`` with a message in the page's language; only
programming errors raise.
"""

from __future__ import annotations

import json
import random
from typing import Any, Mapping

from engine.limits import check_json
from engine.pdbmv import (ActionSyntaxError, Bribe, Buy, IllegalAction, RulesError, State,
                          parse_action)
from engine.pdbmv.bots import make_bot
from engine.pdbmv.components import LIMITS
from engine.pdbmv.messages import render
from engine.pdbmv.simulate import simulate as simulate_games

from ..markup import escape
from ..sandboxcalls import SandboxCalls, refusal
from .sandbox_chart import chart_html
from .sandbox_render import (action_label, board_html, changes_since, past_label, short_label,
                             token_moves)
from .sandbox_session import (KIT, Replay, decode_fragment, encode_fragment, new_session,
                              replay, setup_of)
from .sandbox_text import SEAT_NAMES, browser_strings, ruling_summary, text

Session = dict[str, Any]


_error = refusal


def start(config: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """A new session from a widget config or the setup form (players, seats, seed, options)."""
    try:
        check_json(config, LIMITS, root="config")
        return {"session": new_session(config, SEAT_NAMES[lang])}
    except RulesError as err:
        where = err.where or "config"
        return _error(text(lang, "bad_setup", where=where, reason=err.detail(lang)), err,
                      where=where)


def _viewer(rep: Replay, seats: list[str]) -> int | None:
    """Whose hand is shown in full: the human to move, else the next human to move."""
    state: State = rep.state
    if state.over:
        return None
    count = len(seats)
    for step in range(count):
        seat = (state.turn + step) % count
        if seats[seat] == "human":
            return seat
    return None


def _action_json(action: Any, lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {"text": str(action), "label": action_label(action, lang),
                           "short": short_label(action, lang)}
    if isinstance(action, Bribe):
        out.update(kind="bribe", treasure=action.treasure, cards=list(action.cards))
    elif isinstance(action, Buy):
        out.update(kind="buy", stall=action.stall, cards=list(action.pay), curse=action.curse)
    else:
        out.update(kind="draw", cards=[])
    return out


def log_entries(session: Session, rep: Replay, lang: str) -> list[dict[str, Any]]:
    """Each logged action in words, with the events it caused as sentences."""
    return [{"n": i + 1, "player": rep.movers[i],
             "title": text(lang, "turn_line", n=i + 1, player=rep.movers[i],
                           action=action_label(parse_action(session["log"][i]), lang)),
             "sentences": [render(e, lang) for e in events]}
            for i, events in enumerate(rep.events)]


def log_html(entries: list[dict[str, Any]], lang: str) -> str:
    """The event log, newest turn first, as the static page and the live widget show it."""
    items = "".join(
        f'<li data-turn="{e["n"]}"><p class="sbx-log-title">{escape(e["title"])}</p><ul>'
        + "".join(f"<li>{escape(s)}</li>" for s in e["sentences"]) + "</ul></li>"
        for e in reversed(entries))
    return (f'<section class="sbx-log"><h3>{escape(text(lang, "log"))}</h3>'
            f'<ol class="sbx-log-list" reversed tabindex="0" '
            f'aria-label="{escape(text(lang, "log"))}">{items}</ol></section>')


def since_last_turn(session: Session, rep: Replay, lang: str) -> tuple[dict[str, Any], str]:
    """On a human's turn, what the others did since that human last played (or since the
    start): the changes the board marks, and the same in one sentence ("Since your last
    turn: Ben bribed Axe with 2 × Axe; the track moved: Axe: space 2 → 4.")."""
    state: State = rep.state
    if state.over or session["seats"][state.turn] != "human":
        return {}, ""
    me = state.player
    first = 1 + max((i for i, mover in enumerate(rep.movers) if mover == me), default=-1)
    if first >= len(session["log"]):
        return {}, ""
    before: State = replay(session, upto=first).state
    changes = changes_since(before, state)
    moves = [past_label(parse_action(session["log"][i]), rep.movers[i], lang)
             for i in range(first, len(session["log"]))]
    if changes["tokens"]:
        moves.append(text(lang, "track_moved", moves=token_moves(changes, state, lang)))
    return changes, text(lang, "since_turn", moves="; ".join(moves))


def view(session: Session, lang: str = "en", reveal: bool = False) -> dict[str, Any]:
    """Everything the page draws: board HTML, legal actions, log, and what to announce."""
    rep = replay(session)
    state, seats = rep.state, session["seats"]
    viewer = _viewer(rep, seats)
    human_turn = not state.over and seats[state.turn] == "human"
    entries = log_entries(session, rep, lang)
    changes, since = since_last_turn(session, rep, lang)
    setup = setup_of(session, state.players)
    setup["names"] = list(SEAT_NAMES[lang])
    return {
        "html": board_html(state, seats, lang, viewer, reveal, live=True, changes=changes),
        "since": since, "viewer": None if viewer is None else state.players[viewer],
        "humans": seats.count("human"),
        "log_html": log_html(entries, lang),
        "latest": [entries[-1]["title"], *entries[-1]["sentences"]] if entries else [],
        "actions": [_action_json(a, lang) for a in state.legal_actions()] if human_turn else [],
        "turn": state.player, "seat": seats[state.turn], "over": state.over,
        "can_undo": bool(session["log"]), "can_redo": bool(session["redo"]),
        "setup": setup,
    }


def act(session: Session, action: str, lang: str = "en") -> dict[str, Any]:
    """Play ``action`` (its text form) for the player to move, or say why the rules forbid it."""
    rep = replay(session)
    try:
        parsed = parse_action(action)
    except ActionSyntaxError as err:
        return _error(text(lang, "unreadable_action", reason=err.reason(lang)), err)
    try:
        rep.state.apply(parsed)
    except IllegalAction as err:
        ruling = str(err.ruling)
        return _error(text(lang, "illegal", summary=ruling_summary(lang, ruling), ruling=ruling),
                      err, detail=text(lang, "illegal_detail", reason=err.reason(lang)))
    return {"session": KIT.played(session, parsed)}


def _said(lang: str, key: str, moves: list[tuple[str, str]]) -> list[str]:
    """Each (mover, action text) as "Undone: Ana: Draw a card" in ``lang``."""
    return [text(lang, key, action=f"{mover}: {action_label(parse_action(form), lang)}")
            for mover, form in moves]


def undo(session: Session, lang: str = "en") -> dict[str, Any]:
    """Take back the last action, and the bot moves after it, back to a human's decision."""
    session, undone = KIT.undo(session)
    return {"session": session, "undone": _said(lang, "undone", undone)}


def redo(session: Session, lang: str = "en") -> dict[str, Any]:
    """Play again what :func:`undo` took back, up to the next human decision."""
    session, redone = KIT.redo(session)
    return {"session": session, "redone": _said(lang, "redone", redone)}


def _bot_seed(session: Session, move: int) -> int:
    """A bot's seed for one move: from the game's start and the move number, so replayable."""
    start = session["start"]
    base = start.get("seed", start.get("scenario", {}).get("seed", 0)) or 0
    return (int(base) * 1_000_003 + move) % 2**32


def bot_move(session: Session, until_human: bool = False) -> dict[str, Any]:
    """Let the bot whose turn it is move (or every bot, up to a human's turn or the end)."""
    state = replay(session).state
    log = list(session["log"])
    seats = session["seats"]
    while not state.over and seats[state.turn] != "human":
        action = make_bot(seats[state.turn], _bot_seed(session, len(log))).choose(state)
        state.apply(action)
        log.append(str(action))
        if not until_human:
            break
    return {"session": {**session, "log": log, "redo": [] if len(log) > len(session["log"])
                        else session["redo"]}}


CALLS = SandboxCalls(KIT, text)
import_scenario = CALLS.import_scenario
export = CALLS.export
share = CALLS.share
restore = CALLS.restore


def simulate(session: Session, games: int = 1000, bot: str = "random", seed: int | None = None,
             lang: str = "en") -> dict[str, Any]:
    """Play ``games`` bot games from the current position; chart and tables of the results."""
    state = replay(session).state
    if state.over:
        return _error(text(lang, "sim_over"))
    games = max(1, min(int(games), 100_000))
    seed = random.randrange(2**32) if seed is None else int(seed)
    summary = simulate_games(games, bot=bot, seed=seed, start=state)
    return {
        "html": chart_html(summary.players, summary.wins, games, summary.scores, lang),
        "seconds": summary.seconds, "games": games, "seed": seed,
        "win_rate": {n: summary.wins[n] / games for n in summary.players},
    }


def static_html(config: Mapping[str, Any], lang: str) -> str:
    """The widget's first position as plain HTML, with the UI strings for the live widget."""
    result = start(config, lang)
    if "error" in result:
        return f'<p class="sbx-error" role="alert">{escape(result["error"]["message"])}</p>'
    session = result["session"]
    rep = replay(session)
    seats = session["seats"]
    # A data attribute, not a <script type="application/json">: Material's instant navigation
    # re-creates every script of the new page without its type and would run the JSON.
    strings = escape(json.dumps(browser_strings(lang), ensure_ascii=False))
    return (f'<div class="sbx-static" data-sandbox-static>'
            f'{board_html(rep.state, seats, lang, _viewer(rep, seats), False, live=False)}'
            f'{log_html(log_entries(session, rep, lang), lang)}</div>'
            f'<p class="sbx-loading" data-sandbox-loading>{escape(text(lang, "loading"))}</p>'
            f'<div hidden data-sandbox-ui="{strings}"></div>')
