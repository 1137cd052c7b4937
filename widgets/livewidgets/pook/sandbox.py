"""Pook's sandbox, Python side: the shared :class:`~livewidgets.sandbox.Sandbox` with Pook's
hooks (its table, hands and banners, its action labels, its simulate panel).

The page (the shared shell ``widgets/static/sandbox.js`` plus ``static/sandbox.js``, Pook's
hand and table taps) calls ``pook.sandbox.<name>`` for each name of
:data:`livewidgets.sandbox.CALLS`; this module answers them through :data:`SANDBOX`. Banners
are secret: the board and the log show only what the human at the screen may see (another
player's drawn card is told without the card).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, Mapping

from engine.pook import RulesError
from engine.pook.actions import Flip, Play, parse_action
from engine.pook.analysis import scores_at_once
from engine.pook.bots import BOTS
from engine.pook.game import GAME
from engine.pook.setup import DEFAULTS
from engine.pook.simulate import play_out, simulate as simulate_games
from engine.pook.state import State
from engine.i18n import SHARED, catalogue

from ..markup import escape
from ..sandbox import HUMAN, Sandbox, SimulationClock, refusal, simulation_numbers
from ..sandboxkit import Replay, SandboxKit, Session
from .board import Bounds, steady_window
from .sandbox_render import action_label, board_html, detail_parts, log_entries, separator
from .sandbox_text import SEAT_NAMES, browser_strings, text

KIT = SandboxKit(GAME, names=("Ana", "Ben", "Chen", "Dana"), defaults=DEFAULTS,
                 default_bot="greedy")
"""Pook's sessions: the generic kit with the engine's spec, options and bots."""


@dataclass(slots=True)
class PookReplay(Replay):
    """A replay with a copy of the position before each tie-break choice (its label names
    the card it turns over); None for the other actions."""

    before: list[State | None] = field(default_factory=list)
    bounds: list[Bounds | None] = field(default_factory=list)
    """The table's bounds at the start and after each action (:func:`.board.steady_window`)."""


def action_json(state: State, action: Play | Flip, lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {"text": str(action), "label": action_label(action, lang, state),
                           "at": list(action.at), "scores": scores_at_once(state, action)}
    if isinstance(action, Play):
        out.update(kind="play", card=action.card, side=action.side,
                   detail=separator(lang).join(detail_parts(action, lang)))
    else:
        out.update(kind="flip")
    return out


class PookSandbox(Sandbox):
    """The hooks: Pook's labels and refusal wording, its board (hands and banners as the
    viewer may see them; marked, every play since the viewer's own, said in ``since`` on the
    viewer's turn) and its simulate panel."""

    def label(self, action: Any, session: Session, lang: str) -> str:
        return action_label(action, lang)

    def did(self, mover: str, action: Any, session: Session, lang: str) -> str:
        return text(lang, "who_did", player=mover, action=action_label(action, lang))

    def action_json(self, action: Any, state: Any, lang: str) -> dict[str, Any]:
        return action_json(state, action, lang)

    def refuse_illegal(self, err: RulesError, lang: str) -> dict[str, Any]:
        ruling = str(err.ruling)
        return refusal(text(lang, "illegal", ruling=ruling, reason=err.reason(lang)), err)

    def replay(self, session: Mapping[str, Any]) -> PookReplay:
        """The session played out, with a copy of the position before each tie-break
        choice."""
        state = KIT.start_state(session["start"])
        rep = PookReplay(state, [], [], list(state.players), bounds=[state.table.bounds])
        for i, form in enumerate(session["log"]):
            action = parse_action(form)
            rep.before.append(state.copy() if isinstance(action, Flip) else None)
            rep.movers.append(str(state.current_player))
            try:
                rep.events.append(state.apply(action))
            except RulesError as err:
                raise err.at(f"log[{i}]", action=form) from None
            rep.bounds.append(state.table.bounds)
        return rep

    def drawn(self, session: Session, rep: Replay, viewer: int | None, lang: str,
              reveal: bool, live: bool) -> dict[str, Any]:
        assert isinstance(rep, PookReplay)
        state: State = rep.state
        seats = session["seats"]
        everything = reveal or state.is_over or HUMAN not in seats
        shown = None if viewer is None else state.players[viewer]
        view = steady_window(rep.bounds, state.table.fixed)
        entries = log_entries(session["log"], rep.events, rep.movers, rep.before, shown,
                              everything, lang)
        if not live:
            return {"entries": entries,
                    "html": board_html(state, seats, lang, viewer, everything, view,
                                         live=False)}
        recent = rep.since(shown)
        marked = [e for i in recent for e in rep.events[i]] if recent else \
            (rep.events[-1] if rep.events else [])
        mover = self.mover_seat(state, rep.players)
        since = ""
        if recent and mover is not None and seats[mover] == HUMAN:
            since = text(lang, "since_turn", moves=catalogue(SHARED, lang).clauses.join(
                text(lang, "who_did", player=rep.movers[i],
                     action=action_label(parse_action(session["log"][i]), lang, rep.before[i]))
                for i in recent))
        # Every card played since the viewer's own play slides in from its player (only the
        # last one when the viewer just played).
        moves = recent or range(max(len(rep.movers) - 1, 0), len(rep.movers))
        played = [(action.at, rep.movers[i], i) for i in moves
                  if isinstance(action := parse_action(session["log"][i]), Play)]
        return {"entries": entries,
                "html": board_html(state, seats, lang, viewer, everything, view, live=True,
                                   last=marked, played=played),
                "phase": state.phase, "since": since}

    def simulate(self, session: Session, games: int = 200, bot: str = "random",
                 seed: int | None = None, lang: str = "en") -> dict[str, Any]:
        """Bots play ``games`` games; a table of wins and average points per player.

        From the current position when at most one human plays; with several humans at the
        screen, new games of the same setup instead (the engine's ``simulate``), because results
        from the position would tell each human something about the others' secret banners."""
        state = KIT.replay(session).state
        if state.is_over:
            return refusal(text(lang, "sim_over"))
        if bot not in BOTS:
            bot = BOTS[0]
        try:
            games, seed = simulation_numbers(games, seed)
        except RulesError as err:
            return refusal(err.text(lang), err)
        players = list(state.players)
        wins = {p: 0.0 for p in players}
        points = {p: 0 for p in players}
        fresh = session["seats"].count(HUMAN) > 1
        budget = SimulationClock(games)
        if fresh:
            options = session["start"].get("options", {})
            summary = simulate_games(games, players=len(players), bot=bot, seed=seed,
                                     more=budget.more, **options)
            seconds, games = summary.seconds, summary.games
            for name, ours in zip(summary.players, players):
                wins[ours] = summary.wins[name]
                points[ours] = sum(summary.scores[name])
        else:
            clock = time.perf_counter()
            rng = random.Random(seed)
            games = 0      # counts the games played
            while budget.more(games):
                games += 1
                trial = state.copy()
                play_out(trial, bot, rng.randrange(2**32))
                winners = trial.winners()
                for name, score in trial.scores().items():
                    points[name] += score
                for name in winners:
                    wins[name] += 1 / len(winners)
            seconds = time.perf_counter() - clock
        return {"html": budget.note_html(lang)
                + _sim_html(players, wins, points, games, bot, seed, fresh, lang),
                "seconds": seconds, "games": games, "seed": seed, "stopped": budget.note(lang),
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


SANDBOX = PookSandbox(KIT, text, SEAT_NAMES, browser_strings)
__getattr__ = SANDBOX.attribute
