"""One sandbox for every game, Python side: the calls the shared front end makes, by name.

The page (``widgets/static/sandbox.js`` and its panels) keeps only the *session* (see
:mod:`engine.session`) and passes it to every call, so the worker stays stateless and every answer
comes from a replay. It calls ``<game>.sandbox.<name>`` for each name of :data:`CALLS`; a game's
``livewidgets.<game>.sandbox`` module makes one :class:`Sandbox` (a subclass with its hooks)
and hands it the module's attribute look-up, which is its whole call table::

    SANDBOX = GameSandbox(KIT, text, SEAT_NAMES, browser_strings)
    __getattr__ = SANDBOX.attribute        # <game>.sandbox.act(...) is SANDBOX.act(...)

What every game does the same way is here once: starting from a config or the setup form,
playing a human's action (or saying which ruling forbids it), undo and redo with their
sentences, the bots' seeds and moves (``GameSpec.make_bot``), whose private information the
screen shows, import, export, share links and their refusals, the event log and the static
first view. What is the game's own is a hook, a method a subclass overrides (the "hooks" of
:class:`Sandbox`): an action or an event in words, the board for the seat that looks, a
refusal's wording, the simulate panel's run. Expected failures come back as ``{"error": ...}``
with a message in the page's language (:func:`refusal`); only programming errors raise.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Mapping, Sequence

from engine.errors import RulesError, printable
from engine.i18n import SHARED, catalogue
from engine.limits import check_json

from engine.session import HUMAN, JsonSyntaxError, Replay, SandboxKit, Session
from engine.session_refusals import ACTION_LIMIT
from engine.session_turns import mover_seat
from engine.simulation import SimulationClock, Summary

from .markup import escape
from .sandbox_io import (MAX_SIMULATED, SHARED_UI, SetupField, outcome_line,
                         refusal, seat_label, shared_strings, simulation_numbers, typed_seed)
from .strings import SANDBOX_UI

__all__ = ["CALLS", "HUMAN", "MAX_SIMULATED", "SHARED_UI", "Sandbox", "SetupField", "outcome_line",
           "refusal", "seat_label", "simulation_numbers"]

Json = dict[str, Any]

CALLS = ("start", "view", "act", "undo", "redo", "bot_seed", "bot_move", "import_scenario",
         "export", "share", "restore", "simulate", "static_html")
"""The names the front end calls (and the site build: ``static_html``), for every game."""


class Sandbox:
    """One game's sandbox: the generic calls, and the hooks a game's subclass fills in.

    ``text(lang, key, **slots)`` says the game's sandbox sentences; the keys used here are
    ``bad_setup``, ``bad_json``, ``bad_scenario``, ``bad_link`` (``where``, ``reason``; a
    link's sentence may leave ``where`` out, a path inside the link meaning nothing to a
    reader), ``unreadable_action`` and ``illegal`` (``reason``, ``ruling``, ``summary``),
    ``illegal_detail``, ``undone`` and ``redone`` (``action``), ``log`` and ``loading``.
    ``seat_names`` name a new game's seats per language; ``browser_strings(lang)`` are the
    words the live widget reads from the static page; ``fields``, the game's own options on
    the new-game form (:class:`~livewidgets.sandbox_io.SetupField`).
    """

    def __init__(self, kit: SandboxKit, text: Callable[..., str],
                 seat_names: Mapping[str, Sequence[str]],
                 browser_strings: Callable[[str], Json],
                 ruling_summary: Callable[[str, str], str] | None = None,
                 fields: Sequence[SetupField] = ()) -> None:
        self.kit = kit
        self.spec = kit.spec
        self.text = text
        self.seat_names = seat_names
        self.browser_strings = browser_strings
        self.ruling_summary = ruling_summary
        self.fields = [field.to_json() for field in fields]

    def attribute(self, name: str) -> Callable[..., Any]:
        """The module's ``__getattr__``: each name of :data:`CALLS` is this sandbox's method
        (the page reaches only those, through :mod:`livewidgets.dispatch`)."""
        if name in CALLS:
            call: Callable[..., Any] = getattr(self, name)
            return call
        raise AttributeError(name)

    # -- hooks: what each game says and draws its own way ----------------------------------

    def label(self, action: Any, session: Session, lang: str) -> str:
        """An action in words, in ``lang`` (the log, undo and redo say it)."""
        return str(action)

    def choices(self, state: Any) -> list[Any]:
        """The legal actions offered to a reader: all of them, unless a game's rules let two
        of them look the same to a player (then the game offers one)."""
        return list(state.legal_actions())

    def action_json(self, action: Any, state: Any, lang: str) -> Json:
        """A legal action as the page's controls read it: at least its ``text`` form (what
        :meth:`act` gets back) and its ``label``."""
        return {"text": str(action), "label": str(action)}

    def refuse_illegal(self, err: RulesError, lang: str) -> Json:
        """An action the rules refuse: the ruling's summary, the reason as the detail."""
        ruling = str(err.ruling)
        summary = self.ruling_summary(lang, ruling) if self.ruling_summary else ruling
        return refusal(self.text(lang, "illegal", summary=summary, ruling=ruling), err,
                       detail=self.text(lang, "illegal_detail", reason=err.reason(lang)))

    def standings(self, state: Any) -> tuple[Sequence[str], Mapping[str, int]] | None:
        """A finished game's winners (one, or those the tie-breaks leave tied) and every
        player's final points (None: the game says no result in points)."""
        return None

    def outcome(self, state: Any, lang: str) -> str | None:
        """Once the game is over, who won and by how much in one line ("Ben wins, 16 to
        3", :func:`outcome_line` of :meth:`standings`), shown on the turn line in place of
        the bare "Game over" (None: that line)."""
        standing = self.standings(state)
        return None if standing is None else outcome_line(self.text, *standing, lang)

    def logged(self, session: Session, rep: Replay, i: int, lang: str) -> str:
        """Logged action ``i`` in words, as its log entry says it (:meth:`label`; a game may
        read ``rep``, such as the position before the action)."""
        return self.label(self.spec.parse_action(session["log"][i]), session, lang)

    def told(self, event: Any, rep: Replay, seen_by: str | None, lang: str) -> str:
        """One event as a sentence of the log, as player ``seen_by`` learns it (None: all)."""
        raise NotImplementedError

    def setup_events(self, session: Session) -> list[Any]:
        """What happened before the first action, told first in the log (none by default)."""
        return []

    def replay(self, session: Mapping[str, Any]) -> Replay:
        """The session played out (a game that needs more of the past extends it)."""
        return self.kit.replay(session)

    def drawn(self, session: Session, rep: Replay, viewer: int | None, lang: str,
              reveal: bool, live: bool) -> Json:
        """The board and the log as ``viewer`` (a seat, None: no secret) may see them:
        ``html``, ``entries`` (the log, oldest first) and any key of the game's own view."""
        raise NotImplementedError

    def simulated(self, session: Session, state: Any, games: int, bot: str, seed: int,
                  more: Callable[[int], bool]) -> Summary:
        """Bots play ``games`` games from ``state`` (the game's ``simulate``; ``more`` stops
        the run at the time budget)."""
        raise NotImplementedError

    def results_note(self, session: Session, lang: str) -> str:
        """A sentence above the simulation's table, in words (none: the table says it all)."""
        return ""

    def results_html(self, summary: Summary, session: Session, state: Any, bot: str,
                     seed: int, lang: str) -> str:
        """The simulate panel's table (a game may draw a chart instead): each player's wins,
        count and share, and average points, in the game's words (``sim_player``,
        ``sim_wins``, ``sim_mean``), under :meth:`results_note` and a caption naming the run
        when the game words one (``sim_caption``: ``games``, ``bot``, ``seed``)."""
        games, t = summary.games, catalogue(SHARED, lang)
        rows = "".join(
            f'<tr data-player="{escape(p)}"><th scope="row">{escape(p)}</th>'
            f"<td>{t.number(wins, 0 if wins.is_integer() else 1)} ({t.percent(wins / games)})"
            f"</td><td>{t.number(sum(summary.scores[name]) / games, 2)}</td></tr>"
            for name, p in zip(summary.players, state.players)
            for wins in [float(summary.wins[name])])
        caption = ""
        if "sim_caption" in self.browser_strings(lang):
            # A seed names a run, as the seed field shows it: never grouped like a count.
            caption = "<caption>{}</caption>".format(escape(self.text(
                lang, "sim_caption", games=games, bot=self.text(lang, bot), seed=str(seed))))
        heads = "".join(f'<th scope="col">{escape(self.text(lang, key))}</th>'
                        for key in ("sim_player", "sim_wins", "sim_mean"))
        return (f'{self.results_note(session, lang)}<table class="sbx-sim-table">{caption}'
                f"<thead><tr>{heads}</tr></thead><tbody>{rows}</tbody></table>")

    # -- the calls -----------------------------------------------------------------------------

    def start(self, config: Mapping[str, Any], lang: str = "en") -> Json:
        """A new session from a widget config or the setup form (players, seats, seed, options)."""
        try:
            config = typed_seed(config)
            check_json(config, self.kit.limits, root="config")
            config = {k: v for k, v in config.items() if k != "widget"}
            return {"session": self.kit.new_session(config, self.seat_names[lang])}
        except RulesError as err:
            return self.refused_input(err, "bad_setup", "config", lang, err.detail(lang))

    def refused_input(self, err: RulesError, key: str, root: str, lang: str,
                      reason: str) -> Json:
        """An input refused by the rules: the game's sentence ``key`` naming where (the key of
        the input the rules name, else ``root``; escaped) and why (``reason``)."""
        where = printable(err.where or root)
        return refusal(self.text(lang, key, where=where, reason=reason), err, where=where)

    def view(self, session: Session, lang: str = "en", reveal: bool = False) -> Json:
        """Everything the page draws for the human at the screen: board and log with only
        what that human may see, the legal actions on a human's turn, what to announce, and
        ``limit``: the sentence saying nothing more can be played (None until then)."""
        rep = self.replay(session)
        state, seats, players = rep.state, session["seats"], rep.players
        viewer = self.kit.viewer_seat(state, seats)
        mover = mover_seat(state, players)
        limit = None if mover is None else self.limit_reached(session, lang)
        human_turn = mover is not None and seats[mover] == HUMAN and limit is None
        drawn = self.drawn(session, rep, viewer, lang, reveal, live=True)
        entries = drawn.pop("entries")
        setup = self.kit.setup_of(session, players)
        # what the shared setup form may choose
        low, high = self.spec.limits.players
        setup.update(names=list(self.seat_names[lang]), seat_kinds=list(self.kit.seats),
                     bots=list(self.spec.bots), min_players=low, max_players=high,
                     fields=self.fields, sim_games=self.sim_games)
        page: Json = {
            "html": drawn.pop("html"),
            "log_html": self.log_html(entries, lang),
            "latest": [entries[-1]["title"], *entries[-1]["sentences"]] if entries else [],
            "actions": ([self.action_json(a, state, lang) for a in self.choices(state)]
                        if human_turn else []),
            "turn": None if mover is None else players[mover],
            "seat": None if mover is None else seats[mover],
            "over": state.is_over,
            "outcome": self.outcome(state, lang) if state.is_over else None,
            "viewer": None if viewer is None else players[viewer],
            "humans": seats.count(HUMAN),
            "can_undo": bool(session["log"]), "can_redo": bool(session["redo"]),
            "setup": setup,
            "limit": limit,
        }
        page.update(drawn)
        return page

    def act(self, session: Session, action: str, lang: str = "en") -> Json:
        """Play ``action`` (its text form) for the player to move, or say why the rules
        forbid it, naming the ruling."""
        limit = self.limit_reached(session, lang)
        if limit is not None:
            return refusal(limit)
        state = self.kit.replay(session).state
        try:
            parsed = self.spec.parse_action(action)
        except RulesError as err:
            return refusal(self.text(lang, "unreadable_action", reason=err.reason(lang)), err)
        try:
            state.apply(parsed)
        except RulesError as err:
            return self.refuse_illegal(err, lang)
        return {"session": self.kit.played(session, parsed)}

    def _said(self, session: Session, lang: str, key: str,
              done: tuple[Session, list[tuple[str, str]]]) -> Json:
        """An undo's or redo's session, and its moves said (``key``: "Undone: Ana: Draw...")."""
        after, moves = done
        did = catalogue(SHARED, lang).labelled
        return {"session": after, key: [
            self.text(lang, key, action=did(mover, self.label(self.spec.parse_action(form),
                                                              session, lang)))
            for mover, form in moves]}

    def undo(self, session: Session, lang: str = "en") -> Json:
        """Take back the last action, and the bots' moves after it, back to a human's
        decision."""
        return self._said(session, lang, "undone", self.kit.undo(session))

    def redo(self, session: Session, lang: str = "en") -> Json:
        """Play again what :meth:`undo` took back, up to the next human decision."""
        return self._said(session, lang, "redone", self.kit.redo(session))

    def limit_reached(self, session: Session, lang: str) -> str | None:
        """The sentence that says this session's log holds as many actions as a session may
        (:meth:`engine.session.SandboxKit.at_limit`), or None."""
        if not self.kit.at_limit(session):
            return None
        return ACTION_LIMIT.translated(lang).format(most=self.spec.limits.max_actions)

    def bot_seed(self, session: Mapping[str, Any], move: int) -> int:
        """A bot's seed for move number ``move`` (:meth:`~engine.session.SandboxKit.bot_seed`)."""
        return self.kit.bot_seed(session, move)

    def bot_move(self, session: Session, until_human: bool = False, lang: str = "en") -> Json:
        """Let the bot whose turn it is move (or every bot, up to a human's turn, the end or
        the action limit: :meth:`view` then says so in ``limit``). A position the bots cannot
        play from is one sentence in ``lang`` (:meth:`cannot`)."""
        try:
            return {"session": self.kit.bots_moved(session, until_human)}
        except RulesError as err:
            return self.cannot(err, "bot_failed", lang)

    sim_games: Mapping[str, int] = {}
    """How many games the simulate panel offers per bot (a slow bot fewer; else 200)."""

    def cannot(self, err: RulesError, key: str, lang: str) -> Json:
        """A session the rules refuse to let the bots play or simulate from: the game's
        sentence ``key`` (``bot_failed``, ``sim_failed``; slot ``reason``) in ``lang``. A game
        that words neither has no such position, so its refusal is a bug, and raises."""
        if key not in self.browser_strings(lang):
            raise err
        return refusal(self.text(lang, key, reason=err.detail(lang)), err)

    def simulate(self, session: Session, games: Any = 500, bot: Any = "random",
                 seed: Any = None, lang: str = "en") -> Json:
        """The simulate panel: bots play ``games`` games from the current position
        (:meth:`simulated`) within the time budget; the results (:meth:`results_html`) under
        the budget's note, each player's share of the wins, and the count and seed that replay
        the run. A bad count or seed, a finished game, a bot the game lacks or a position the rules
        refuse (:meth:`cannot`) is one sentence in ``lang``."""
        try:
            count, chosen = simulation_numbers(games, seed)
        except RulesError as err:
            return refusal(err.text(lang), err)
        try:
            state = self.kit.replay(session).state
            if state.is_over:
                return refusal(self.text(lang, "sim_over"))
            if bot not in self.spec.bots:   # only a crafted call names a bot the game lacks
                return refusal(self.text(lang, "bad_setup", where="bot",
                                         reason=", ".join(self.spec.bots)))
            clock = SimulationClock(count)
            summary = self.simulated(session, state, count, bot, chosen, clock.more)
            played = summary.games      # fewer when the time budget stopped the run
            note = clock.note(lang)     # then heading the results
            head = "" if note is None else (f'<p class="sbx-panel-note" role="status" '
                                            f'data-sim-stopped="{clock.played}">{escape(note)}</p>')
            return {"html": head + self.results_html(summary, session, state, bot, chosen, lang),
                    "seconds": summary.seconds, "games": played, "seed": chosen, "stopped": note,
                    "win_rate": {ours: summary.wins[name] / played
                                 for name, ours in zip(summary.players, state.players)}}
        except RulesError as err:
            return self.cannot(err, "sim_failed", lang)

    def import_scenario(self, source: str, lang: str = "en",
                        seats: list[str] | None = None) -> Json:
        """A session from pasted scenario JSON, checked by the engine (its actions too)
        after the game's limits (size, nesting, lengths: :func:`engine.limits.loads`)."""
        try:
            return {"session": self.kit.import_scenario(source, seats)}
        except JsonSyntaxError as err:
            return refusal(self.text(lang, "bad_json", line=err.line, column=err.column,
                                     reason=err.reason(lang)), err)
        except RulesError as err:
            return self.refused_input(err, "bad_scenario", "scenario", lang, err.detail(lang))

    def export(self, session: Session) -> str:
        """The current position in the engine's scenario format (pretty JSON)."""
        return self.kit.export(session)

    def share(self, session: Session) -> str:
        """The URL fragment (without ``#``) that restores this exact session."""
        return self.kit.encode_fragment(session)

    def restore(self, fragment: str, lang: str = "en") -> Json:
        """The session in a URL fragment, or one sentence in ``lang`` saying why it cannot be
        restored (the page then starts a new game): every part of the link is checked first
        (:meth:`~engine.session.SandboxKit.decode_fragment`)."""
        try:
            return {"session": self.kit.decode_fragment(fragment)}
        except RulesError as err:
            # the reason alone: the link's inner path and action text are not the reader's
            return self.refused_input(err, "bad_link", "fragment", lang, err.reason(lang))

    def log_entries(self, session: Session, rep: Replay, lang: str,
                    seen_by: str | None = None) -> list[Json]:
        """The log for :meth:`drawn`, oldest first: the setup (:meth:`setup_events`, entry 0,
        ``setup_line``) when there is one, then each logged action (``turn_line``:
        :meth:`logged`), with the events :meth:`told` as ``seen_by`` learns them."""
        first = self.setup_events(session)
        titled = [(0, self.text(lang, "setup_line"), first)] if first else []
        titled += [(i + 1, self.text(lang, "turn_line", n=i + 1, player=mover,
                                     action=self.logged(session, rep, i, lang)), events)
                   for i, (mover, events) in enumerate(zip(rep.movers, rep.events))]
        return [{"n": n, "title": title, "sentences": [self.told(e, rep, seen_by, lang)
                                                        for e in events]}
                for n, title, events in titled]

    # -- markup ---------------------------------------------------------------------------------

    def log_html(self, entries: list[Json], lang: str) -> str:
        """The event log, newest turn first, as the static page and the live widget show
        it (each entry: ``n``, ``title``, ``sentences``)."""
        items = "".join(
            f'<li data-turn="{e["n"]}"><p class="sbx-log-title">{escape(e["title"])}</p><ul>'
            + "".join(f"<li>{escape(s)}</li>" for s in e["sentences"]) + "</ul></li>"
            for e in reversed(entries))
        title = escape(self.text(lang, "log"))
        # an empty log says so (issue 22: a bare heading after undoing to the start)
        # words every sandbox says alike: a game (the throwaway one too) need not supply them
        none = escape(SANDBOX_UI[lang]["no_moves"])
        empty = "" if entries else f'<p class="sbx-log-empty">{none}</p>'
        return (f'<section class="sbx-log"><h3>{title}</h3>'
                f'<ol class="sbx-log-list" reversed tabindex="0" '
                f'aria-label="{title}">{items}</ol>{empty}</section>')

    def toolbar_room(self, board: str, words: Mapping[str, Any]) -> str:
        """The room of what the live widget draws above the table (sandbox.js's build): its
        toolbar (Undo, New game, More, and the bots' line) and, when the board has no turn
        line of its own (``data-status``), the shell's turn line. The same elements, classes
        and words (``words``: what the page's script reads), inert and hidden from screen
        readers, so the table does not move down when Python arrives (issue 22: 51 to 79 px
        on a phone); the live widget replaces it."""
        labels = (str(words.get(key, key)) for key in ("undo", "new_game", "more"))
        buttons = "".join(f'<button type="button" disabled>{escape(label)}</button>'
                          for label in labels)
        turn = "" if "data-status" in board else '<p class="sbx-turn">&nbsp;</p>'
        return (f'<div class="sbx-live sbx-room" data-sandbox-room aria-hidden="true" inert>'
                f'<div class="sbx-toolbar">{buttons}<span class="sbx-bot-status"></span></div>'
                f"{turn}</div>")

    def static_html(self, config: Mapping[str, Any], lang: str) -> str:
        """The widget's first position as plain HTML (what the live widget first shows,
        without its buttons), with the UI strings for the live widget."""
        result = self.start(config, lang)
        if "error" in result:
            return f'<p class="sbx-error" role="alert">{escape(result["error"]["message"])}</p>'
        session = result["session"]
        rep = self.replay(session)
        viewer = self.kit.viewer_seat(rep.state, session["seats"])
        drawn = self.drawn(session, rep, viewer, lang, False, live=False)
        # A data attribute, not a <script type="application/json">: Material's instant
        # navigation re-creates every script of the new page without its type and would run
        # the JSON.
        words = {**shared_strings(lang), **self.browser_strings(lang)}
        strings = escape(json.dumps(words, ensure_ascii=False))
        return (f'{self.toolbar_room(drawn["html"], words)}'
                f'<div class="sbx-static" data-sandbox-static>{drawn["html"]}'
                f'{self.log_html(drawn["entries"], lang)}</div>'
                f'<p class="sbx-loading" data-sandbox-loading>'
                f'{escape(self.text(lang, "loading"))}</p>'
                f'<div hidden data-sandbox-ui="{strings}"></div>')
