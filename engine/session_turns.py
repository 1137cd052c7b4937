"""Turns in a sandbox session: who moves, whose secrets the screen shows, the log and the
redo stack, and the bots' moves (the base of :class:`engine.session.SandboxKit`).

A session (:mod:`engine.session`) is replayed on every call; what happens between two calls is
here, the same for every game and driven by its :class:`~engine.registry.GameSpec`: a human's
action is logged (:meth:`SessionTurns.played`), undo and redo stop at a human's decision, the
bots move in turn with seeds drawn from the session's own seed (so a link, a test and the page
replay the same bot moves), and no one plays beyond the game's ``max_actions`` (so every share
link restores). A seat is ``"human"`` (:data:`HUMAN`) or one of the game's bots.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

if TYPE_CHECKING:
    from .registry import GameSpec

__all__ = ["HUMAN", "Replay", "Session", "SessionTurns", "mover_seat"]

Session = dict[str, Any]
HUMAN = "human"


@dataclass(slots=True)
class Replay:
    """A session played out: the position now, and the events of each logged action."""

    state: Any
    events: list[list[Any]]
    movers: list[str]
    """Who played each logged action."""
    players: list[str]
    """The players, in seat order."""
    before: list[Any] = field(default_factory=list)
    """Copies of the position before the actions a replay was asked to keep
    (:meth:`engine.session.SandboxKit.replay`), None for the others; empty otherwise."""
    seen: list[Any] = field(default_factory=list)
    """What a replay's ``watch`` read of the position at the start and after each action
    (a picture that depends on the whole path, such as a table frame kept steady); empty
    otherwise."""

    def since(self, viewer: str | None) -> range:
        """The logged actions played since ``viewer`` (the human at the screen) last played:
        what the page keeps marked until that human acts again. Empty when nobody is at the
        screen or the viewer played last."""
        if viewer is None:
            return range(0)
        first = 1 + max((i for i, mover in enumerate(self.movers) if mover == viewer),
                        default=-1)
        return range(first, len(self.movers))


def mover_seat(state: Any, players: Sequence[str]) -> int | None:
    """The seat to move (None once the game is over)."""
    mover = state.current_player
    return None if mover is None else list(players).index(mover)


class SessionTurns:
    """The turns of one game's sessions; :class:`engine.session.SandboxKit` gives the spec
    and the replay."""

    spec: GameSpec

    def replay(self, session: Mapping[str, Any], upto: int | None = None,
               keep_before: Callable[[Any], bool] | None = None) -> Replay:
        """The session played out (:meth:`engine.session.SandboxKit.replay`)."""
        raise NotImplementedError

    def players_of(self, state: Any) -> list[str]:
        """The players of a position, in seat order (read from its scenario JSON)."""
        players = getattr(state, "players", None)
        return list(players if players is not None else self.spec.to_json(state)["players"])

    # -- the log and the redo stack ------------------------------------------------------

    def played(self, session: Session, action: Any) -> Session:
        """The session after ``action`` (already applied successfully): logged, redo cleared."""
        return {**session, "log": [*session["log"], str(action)], "redo": []}

    def undo(self, session: Session) -> tuple[Session, list[tuple[str, str]]]:
        """Take back the last action, and the bots' moves after it, back to a human's decision
        (one action when no human plays); the (mover, action text) undone, latest first."""
        log, redo = list(session["log"]), list(session["redo"])
        if not log:
            return session, []
        rep = self.replay(session)
        humans = HUMAN in session["seats"]
        undone = []
        while log:
            text = log.pop()
            redo.append(text)
            mover = rep.movers[len(log)]
            undone.append((mover, text))
            if not humans or session["seats"][rep.players.index(mover)] == HUMAN:
                break
        return {**session, "log": log, "redo": redo}, undone

    def redo(self, session: Session) -> tuple[Session, list[tuple[str, str]]]:
        """Play again what :meth:`undo` took back, up to the next human decision; the (mover,
        action text) redone, in order."""
        log, stack = list(session["log"]), list(session["redo"])
        rep = self.replay(session)
        state, players = rep.state, rep.players
        humans = HUMAN in session["seats"]
        redone = []
        while stack:
            text = stack.pop()
            mover = str(state.current_player)
            state.apply(self.spec.parse_action(text))
            log.append(text)
            redone.append((mover, text))
            if not humans or state.is_over \
                    or session["seats"][players.index(str(state.current_player))] == HUMAN:
                break
        return {**session, "log": log, "redo": stack}, redone

    # -- who sees what -----------------------------------------------------------------------

    def viewer_seat(self, state: Any, seats: Sequence[str]) -> int | None:
        """Whose private information the screen shows: the human to move, else the next
        human in seat order; None when the game is over or no human plays (then nothing is
        secret, or nobody at the screen has a secret to keep)."""
        first = mover_seat(state, self.players_of(state))
        if first is None:
            return None
        count = len(seats)
        for step in range(count):
            seat = (first + step) % count
            if seats[seat] == HUMAN:
                return seat
        return None

    # -- the bots and the limit ----------------------------------------------------------------

    def at_limit(self, session: Mapping[str, Any]) -> bool:
        """Whether this session's log holds as many actions as a session may
        (``Limits.max_actions``): no bot, no human plays beyond it, so its share link always
        restores (a move clears the redo stack; after an undo, a move may be played)."""
        return len(session["log"]) >= self.spec.limits.max_actions

    def bot_seed(self, session: Mapping[str, Any], move: int) -> int:
        """A bot's seed for move number ``move``: from the start's seed and the move, so a
        session replays the same bot moves wherever it is played (the page, a test, a shared
        link, an undo followed by a redo)."""
        start = session["start"]
        base = start.get("seed", start.get("scenario", {}).get("seed", 0)) or 0
        return (int(base) * 1_000_003 + move) % 2**32

    def bots_moved(self, session: Session, until_human: bool = False) -> Session:
        """The session after the bot whose turn it is moved (or every bot, up to a human's
        turn, the end or the action limit): the redo stack is cleared once a bot moved."""
        make_bot = self.spec.make_bot
        assert make_bot is not None, f"{self.spec.id} has no bots"
        rep = self.replay(session)
        state, players = rep.state, rep.players
        log = list(session["log"])
        seats = session["seats"]
        most = self.spec.limits.max_actions  # a move clears the redo stack: the log counts
        while (mover := mover_seat(state, players)) is not None \
                and seats[mover] != HUMAN and len(log) < most:
            action = make_bot(seats[mover], self.bot_seed(session, len(log))).choose(state)
            state.apply(action)
            log.append(str(action))
            if not until_human:
                break
        moved = len(log) > len(session["log"])
        return {**session, "log": log, "redo": [] if moved else session["redo"]}
