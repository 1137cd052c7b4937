"""The Goblin Hood sandbox's Python side: JSON in, JSON out, one function per thing the page does
(the shared sandbox shell, ``widgets/static/sandbox.js``, calls them by name).

The page keeps the session (see :mod:`.sandbox_session`) and passes it to every call, so the
worker stays stateless and every answer comes from a replay: undo is the log minus its last
human turn, never a copy kept aside. Hidden information is removed before any markup is
written (:mod:`.sandbox_render`, :func:`engine.goblinhood.observer.redact`): the board and the
log of a human's turn hold that human's hand and nobody else's, and no treasure. Expected
failures (an illegal action, a broken scenario or link) come back as ``{"error": {...}}`` with
a message in the page's language and the ruling's id; only programming errors raise.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any, Mapping

from engine.goblinhood import (ActionSyntaxError, Give, IllegalAction, Play, State,
                               parse_action, redact_all)
from engine.goblinhood.bots import BOTS, make_bot
from engine.goblinhood.components import MAX_PLAYERS, MIN_PLAYERS
from engine.goblinhood.messages import colour_name, end_name, render
from engine.goblinhood.refusals import RulesError
from engine.goblinhood.simulate import play_out
from engine.limits import check_json

from ..markup import escape
from ..sandboxcalls import SandboxCalls, refusal
from ..sandboxkit import HUMAN
from .sandbox_render import board_html
from .sandbox_session import KIT, Replay, bot_seed, setup_events, viewer
from .sandbox_text import SEAT_NAMES, browser_strings, ruling_summary, text

Session = dict[str, Any]
Json = dict[str, Any]
MAX_SIMULATED = 100_000
"""Matches one press of "Run" may play (the panel's own bound)."""


_error = refusal


def start(config: Mapping[str, Any], lang: str = "en") -> Json:
    """A new session from a widget config or the setup form (players, seats, seed, options)."""
    try:
        check_json(config, KIT.limits, root="config")
        config = {k: v for k, v in config.items() if k != "widget"}
        return {"session": KIT.new_session(config, SEAT_NAMES[lang])}
    except RulesError as err:
        where = err.where or "config"
        return _error(text(lang, "bad_setup", where=where, reason=err.detail(lang)), err,
                      where=where)


def action_label(action: Any, state: State, lang: str) -> str:
    """An action in words, in ``lang`` (the square named by its colour)."""
    if isinstance(action, Play):
        square = state.cards[action.card].squares[action.cover] \
            if action.card in state.cards else "?"
        return text(lang, "act_play", card=action.card, end=end_name(action.end, lang),
                    square=colour_name(square, lang))
    if isinstance(action, Give):
        return text(lang, "act_give", card=action.card)
    return text(lang, "act_deal")


def _action_json(action: Any, state: State, lang: str) -> Json:
    out: Json = {"text": str(action), "label": action_label(action, state, lang)}
    if isinstance(action, Play):
        out.update(kind="play", card=action.card, end=action.end, cover=action.cover)
    elif isinstance(action, Give):
        out.update(kind="give", card=action.card)
    else:
        out.update(kind="deal")
    return out


def log_entries(session: Session, rep: Replay, lang: str, seen_by: str | None) -> list[Json]:
    """The setup, then each logged action in words, with the events it caused told by the
    engine as ``seen_by`` learns them (everything, when None)."""
    def told(events: list[Any]) -> list[str]:
        shown = events if seen_by is None else redact_all(events, seen_by)
        return [render(e, lang) for e in shown]

    entries: list[Json] = []
    first = setup_events(session)
    if first:
        entries.append({"n": 0, "player": "", "title": text(lang, "setup_line"),
                        "sentences": told(first)})
    state = KIT.start_state(session["start"])
    for i, events in enumerate(rep.events):
        action = parse_action(session["log"][i])
        entries.append({"n": i + 1, "player": rep.movers[i],
                        "title": text(lang, "turn_line", n=i + 1, player=rep.movers[i],
                                      action=action_label(action, state, lang)),
                        "sentences": told(events)})
    return entries


def log_html(entries: list[Json], lang: str) -> str:
    """The event log, newest first, as the static page and the live widget show it."""
    items = "".join(
        f'<li data-turn="{e["n"]}"><p class="sbx-log-title">{escape(e["title"])}</p><ul>'
        + "".join(f"<li>{escape(s)}</li>" for s in e["sentences"]) + "</ul></li>"
        for e in reversed(entries))
    return (f'<section class="sbx-log"><h3>{escape(text(lang, "log"))}</h3>'
            f'<ol class="sbx-log-list" reversed tabindex="0" '
            f'aria-label="{escape(text(lang, "log"))}">{items}</ol></section>')


def view(session: Session, lang: str = "en", reveal: bool = False) -> Json:
    """Everything the page draws for the human whose turn it is (``viewer``): board and log
    with only what that human may see, the legal actions, what to announce."""
    rep = KIT.replay(session)
    state: State = rep.state
    seats = session["seats"]
    seen_by = viewer(state, seats)
    hidden_for = None if reveal or state.phase != "play" else seen_by
    entries = log_entries(session, rep, lang, hidden_for)
    human_turn = not state.is_over and seats[state.turn] == HUMAN
    setup = KIT.setup_of(session, state.players)
    setup.update(names=list(SEAT_NAMES[lang]), seat_kinds=list(KIT.seats), bots=list(BOTS),
                 min_players=MIN_PLAYERS, max_players=MAX_PLAYERS)
    return {
        "html": board_html(state, seats, lang, seen_by, reveal, live=True),
        "log_html": log_html(entries, lang),
        "latest": [entries[-1]["title"], *entries[-1]["sentences"]] if entries else [],
        "actions": [_action_json(a, state, lang) for a in state.legal_actions()]
        if human_turn else [],
        "turn": state.current_player, "seat": None if state.is_over else seats[state.turn],
        "over": state.is_over, "viewer": seen_by, "humans": seats.count(HUMAN),
        "can_undo": bool(session["log"]), "can_redo": bool(session["redo"]),
        "setup": setup,
    }


def act(session: Session, action: str, lang: str = "en") -> Json:
    """Play ``action`` (its text form) for the player to act, or say why the rules forbid it,
    naming the ruling."""
    state = KIT.replay(session).state
    try:
        parsed = parse_action(action)
    except ActionSyntaxError as err:
        return _error(text(lang, "unreadable_action", reason=err.reason(lang)), err)
    try:
        state.apply(parsed)
    except IllegalAction as err:
        ruling = str(err.ruling)
        return _error(text(lang, "illegal", summary=ruling_summary(lang, ruling), ruling=ruling),
                      err, detail=text(lang, "illegal_detail", reason=err.reason(lang)))
    return {"session": KIT.played(session, parsed)}


def _said(session: Session, lang: str, key: str, moves: list[tuple[str, str]]) -> list[str]:
    """Each (mover, action text) as "Undone: Ana: Lay c7 on the left end..." in ``lang``."""
    state = KIT.start_state(session["start"])
    return [text(lang, key, action=f"{mover}: {action_label(parse_action(form), state, lang)}")
            for mover, form in moves]


def undo(session: Session, lang: str = "en") -> Json:
    """Take back the last action, and the bots' moves after it, back to a human's decision."""
    session, undone = KIT.undo(session)
    return {"session": session, "undone": _said(session, lang, "undone", undone)}


def redo(session: Session, lang: str = "en") -> Json:
    """Play again what :func:`undo` took back, up to the next human decision."""
    session, redone = KIT.redo(session)
    return {"session": session, "redone": _said(session, lang, "redone", redone)}


def bot_move(session: Session, until_human: bool = False) -> Json:
    """Let the bot whose turn it is act (or every bot, up to a human's turn or the end)."""
    state = KIT.replay(session).state
    log = list(session["log"])
    seats = session["seats"]
    while not state.is_over and seats[state.turn] != HUMAN:
        action = make_bot(seats[state.turn], bot_seed(session, len(log))).choose(state)
        state.apply(action)
        log.append(str(action))
        if not until_human:
            break
    grew = len(log) > len(session["log"])
    return {"session": {**session, "log": log, "redo": [] if grew else session["redo"]}}


CALLS = SandboxCalls(KIT, text)
import_scenario = CALLS.import_scenario
export = CALLS.export
share = CALLS.share
restore = CALLS.restore


def unseen_shuffled(state: State, seen_by: str, rng: random.Random) -> State:
    """A copy of ``state`` where every card ``seen_by`` cannot see (the deck, the other hands
    still in play, every treasure) is dealt again at random into the same places: a
    simulation from it uses nothing the viewer does not know."""
    other = state.copy()
    me = state.players.index(seen_by)
    hands = [p for p in range(len(state.players)) if p != me and p not in state.out]
    pool = list(other.deck)
    for p in hands:
        pool += other.hands[p]
    for cards in other.treasures:
        pool += cards
    rng.shuffle(pool)
    other.deck, pool = pool[:len(other.deck)], pool[len(other.deck):]
    for p in hands:
        size = len(other.hands[p])
        other.hands[p], pool = pool[:size], pool[size:]
    for p, cards in enumerate(other.treasures):
        size = len(cards)
        other.treasures[p], pool = pool[:size], pool[size:]
    other.reshuffle = []   # a deck given for a cycle no longer holds the gathered cards
    return other


def simulate(session: Session, games: int = 500, bot: str = "greedy", seed: int | None = None,
             lang: str = "en") -> Json:
    """Play ``games`` matches to their end from the current position with bots, the cards the
    viewer cannot see shuffled again each time; a table of each player's wins and gold."""
    rep = KIT.replay(session)
    state: State = rep.state
    if state.is_over:
        return _error(text(lang, "sim_over"))
    if bot not in BOTS:
        return _error(text(lang, "bad_setup", where="bot", reason=", ".join(BOTS)))
    games = max(1, min(int(games), MAX_SIMULATED))
    seed = random.randrange(2**32) if seed is None else int(seed)
    rng = random.Random(seed)
    seen_by = viewer(state, session["seats"]) or state.player
    wins = dict.fromkeys(state.players, 0)
    gold = dict.fromkeys(state.players, 0)
    clock = time.perf_counter()
    for _ in range(games):
        game = unseen_shuffled(state, seen_by, rng)
        play_out(game, bot, rng.randrange(2**32))
        wins[game.players[game.wins.index(max(game.wins))]] += 1
        for name, value in game.scores().items():
            gold[name] += value
    seconds = time.perf_counter() - clock
    rows = "".join(
        f'<tr><th scope="row">{escape(p)}</th><td>{100 * wins[p] / games:.1f} %</td>'
        f'<td>{gold[p] / games:.2f}</td></tr>' for p in state.players)
    html = (f'<table class="sbx-sim-table"><thead><tr><th scope="col">'
            f'{escape(text(lang, "player"))}</th><th scope="col">'
            f'{escape(text(lang, "win_rate"))}</th><th scope="col">'
            f'{escape(text(lang, "mean_gold"))}</th></tr></thead><tbody>{rows}</tbody></table>')
    return {"html": html, "seconds": seconds, "games": games, "seed": seed,
            "win_rate": {p: wins[p] / games for p in state.players}}


def static_html(config: Mapping[str, Any], lang: str) -> str:
    """The widget's first position as plain HTML (what the live widget first shows, without
    its buttons), with the UI strings for the live widget."""
    result = start(config, lang)
    if "error" in result:
        return f'<p class="sbx-error" role="alert">{escape(result["error"]["message"])}</p>'
    session = result["session"]
    rep = KIT.replay(session)
    seats = session["seats"]
    seen_by = viewer(rep.state, seats)
    hidden_for = None if rep.state.phase != "play" else seen_by
    # A data attribute, not a <script type="application/json">: Material's instant navigation
    # re-creates every script of the new page without its type and would run the JSON.
    strings = escape(json.dumps(browser_strings(lang), ensure_ascii=False))
    return (f'<div class="sbx-static" data-sandbox-static>'
            f'{board_html(rep.state, seats, lang, seen_by, False, live=False)}'
            f'{log_html(log_entries(session, rep, lang, hidden_for), lang)}</div>'
            f'<p class="sbx-loading" data-sandbox-loading>{escape(text(lang, "loading"))}</p>'
            f'<div hidden data-sandbox-ui="{strings}"></div>')
