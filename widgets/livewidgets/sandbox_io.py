"""What the one sandbox (:mod:`livewidgets.sandbox`) says back and reads, outside any game's hooks.

Kept apart from the :class:`~livewidgets.sandbox.Sandbox` class so that its module holds the
calls and their hooks: the shared words of a failure, the refusal every call returns, who a
seat is beside its name, the page's numbers read exactly (a typed seed, Simulate's count
and seed) and a game's setup fields as data (:class:`SetupField`).
:mod:`livewidgets.sandbox` re-exports each of them.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from typing import Any, Callable, Literal, Mapping, Sequence

from engine.errors import RulesError, marker, printable
from engine.i18n import SHARED, catalogue
from engine.limits import SAFE_INTEGER
from engine.session import HUMAN

from .controls import edit_number, whole_number

M_ = marker(SHARED, __file__)

Json = dict[str, Any]


SHARED_UI = {
    "engine_failed": M_("ui-engine-failed"),
    "start_over": M_("ui-start-over"),
}
"""Words every game's page needs the same way: when a call to the engine fails (the page
never shows the worker's own text), one sentence and a way out. A game's own
``browser_strings`` may word any of them its own way."""


def shared_strings(lang: str) -> Json:
    """:data:`SHARED_UI` in ``lang``."""
    return {key: message.translated(lang) for key, message in SHARED_UI.items()}


def refusal(message: str, err: RulesError | None = None, **extra: Any) -> Json:
    """A refusal for the page: ``message`` in its language, and the refusal's code, field and
    ruling id (the page links the ruling)."""
    found: Json = {}
    if err is not None:
        found = {"code": err.code, "where": None if err.where is None else printable(err.where),
                 "ruling": None if err.ruling is None else str(err.ruling)}
    return {"error": {"message": message, **found, **extra}}


MAX_SIMULATED = 100_000
"""The most games one Simulate call plays (the panel offers far fewer)."""


def simulation_numbers(games: Any, seed: Any) -> tuple[int, int]:
    """Simulate's count of games (1 to :data:`MAX_SIMULATED`) and its seed (a fresh one when
    none is given), read by the one bounded parser of the page's numbers
    (:func:`~livewidgets.controls.edit_number`): anything else, which only a crafted call
    sends, is a :class:`RulesError` naming ``games`` or ``seed``, for the game's refusal."""
    count = edit_number({"games": games}, "games", 1, MAX_SIMULATED)
    chosen = (random.randrange(2**32) if seed is None
              else edit_number({"seed": seed}, "seed", -SAFE_INTEGER, SAFE_INTEGER))
    return count, chosen


def seat_label(seats: Sequence[str], p: int, lang: str, text: Callable[..., str]) -> str:
    """Who plays seat ``p``, beside their name, in every game's sandbox alike: "You" for the
    one human at this screen (a reader playing against bots reads their own seat so, not as
    "Human"), else the seat's kind (each human of a hot seat, a bot); ``text``: the game's
    sandbox words, whose table starts with the shared ones."""
    if seats[p] == HUMAN and list(seats).count(HUMAN) == 1:
        return text(lang, "you")
    return text(lang, seats[p])


def outcome_line(text: Callable[..., str], winners: Sequence[str], points: Mapping[str, int],
                 lang: str) -> str:
    """A finished game in one line, the same in every sandbox: the winner and the points,
    the others' highest first ("Ben wins, 157 to 29"), or the players who share the win
    ("Ana and Ben share the win, 9 points each to 4"). ``winners``: the winner, or the
    players still tied once the game's tie-breaks are applied; ``points``: every player's
    final points; ``text``: the game's sandbox words (:data:`~livewidgets.strings.SANDBOX_UI`
    among them)."""
    words = catalogue(SHARED, lang)
    won = points[winners[0]]
    others = words.join([str(n) for n in sorted(
        (n for player, n in points.items() if player not in winners), reverse=True)])
    if len(winners) == 1:
        return text(lang, "result_won", winner=winners[0], points=won, others=others)
    names = words.join(list(winners))
    if not others:
        return text(lang, "result_shared", winners=names, n=won)
    return text(lang, "result_shared_over", winners=names, n=won, others=others)


def typed_seed(config: Any) -> Any:
    """The setup form sends a seed the page cannot read exactly (beyond 2^53 - 1) as the text
    typed, never rounded: an integer's digits become the integer (:func:`whole_number`),
    which the limits then refuse naming ``seed`` (any other text is refused as not an
    integer)."""
    if not isinstance(config, Mapping) or "seed" not in config:
        return config
    return {**config, "seed": whole_number(config["seed"])}


@dataclass(frozen=True)
class SetupField:
    """One option of a game's setup as the new-game form draws it (``sandbox_panels.js``):
    ``name``, its key in ``setup.options`` (the form shows the session's value and sends
    the option back under that key); ``label``, the key of its words in the game's browser
    strings; ``kind``: ``check`` (a checkbox: true or false), ``choice`` (a select of
    ``values``), ``checks`` (a checkbox for each of ``values``: those ticked, in order),
    ``number`` (a whole number from ``low`` to ``high``) or ``numbers`` (whole numbers typed
    on one line). ``words`` is the key of a value's words, ``{value}`` in it replaced by the
    value and the words' ``{n}`` slot filled with it (none: the value as written). A game
    declares its fields as data; the page draws and reads every game's the same way, and
    the engine checks what it gets (a word typed for a number comes back as typed)."""

    name: str
    kind: Literal["check", "choice", "checks", "number", "numbers"]
    label: str
    values: tuple[int | str, ...] = ()
    words: str | None = None
    low: int | None = None
    high: int | None = None

    def to_json(self) -> Json:
        """The field as the page reads it (what it leaves unset left out)."""
        return {key: list(value) if isinstance(value, tuple) else value
                for key, value in asdict(self).items() if value not in (None, ())}
