"""The calculator of the registry entry: one JSON object in, one JSON object out.

One calculation, ``skirmish``: ``{"calc": "skirmish", "players": [{"cards": [...], "tools":
[...]}, ...], "round": r}``. ``players`` lists the hands revealed for the skirmish, seat 0 (the
first player) first (left out: :data:`DEFAULT_PLAYERS`, the skirmish page's worked example); ``cards`` names person cards (``refugee``, ``scavenger``, ``brawler``,
``guard``, ``rogue``, ``provocateur``), ``tools`` tool cards (``spear``, ``shovel``,
``rifle``); ``tools`` may be left out (none), ``round`` too (3, the first skirmish). The answer
(see :mod:`.skirmish`): each player's ``fight``, ``natural`` fight, ``people``, whether the
provocateur's headcount was used, the tools used and idle, and the ``round``, ``initiator``,
turn ``order``, ``top`` fight, the ``tied`` seats, the ``winner`` (a seat, or null),
``outcome`` (``win`` or ``deadlock``), ``why`` (``highest``, ``margin``, ``rogue``,
``headcount``, ``short-margin``, ``deadlock``), where the contested resource goes
(``winner`` or ``junkyard``), whether the junkyard is shuffled, and when the skirmish cards
are discarded (``end-of-round``).

A second calculation, ``gang``: ``{"calc": "gang", "gang": "pharmers", "players": [{"meds":
3, "medics": 1}, ...]}``: which player takes a gang of the HQ expansion at the end (see
:mod:`.gangs`); each player gives the gang's count and its tie-break count (gearheads:
``tool_icons``, ``contested_tools``; pharmers: ``meds``, ``medics``; masons: ``buildings``,
``engineers``), whole numbers from 0 to :data:`MAX_COUNT`.

A third, ``building``: ``{"calc": "building", "build_time": 4, "placed": 5, "work": [{"round":
6, "members": 1, "toolkits": 1}]}``: a building under construction round by round (see
:mod:`.building`): ``build_time`` from 1 to :data:`MAX_BUILD_TIME` (a bound of this calculator:
the page gives no building's time), ``placed`` a round from 1 to 15, each ``work`` entry a
later round up to 16 (at most one entry a round), ``members`` 0 to :data:`MAX_CARDS` and
``toolkits`` 0 to ``members``.

The skirmish and the gang take the option ``most_players``: the most players a game may have (default
:data:`DEFAULT_MOST_PLAYERS`, the published box's 5; any whole number from 2 to
:data:`HARD_MOST_PLAYERS`, a bound of this calculator for safety, not a rule), so a table that
plays with more people than the box allows can still ask.

Limits, checked first, before any work: 2 to ``most_players`` players; at most :data:`MAX_CARDS` person cards
and :data:`MAX_TOOLS` tools a player (a bound of this calculator, not a rule: a real hand is
far smaller); ``round`` 3 to 16. A bad input is refused with a
:class:`~engine.errors.RulesError` naming the field (``players[1].cards[0]``), in this game's
catalogue: the command line prints it on one line and exits 2.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..calcinput import check_keys, is_integer, one_of, sized_list, whole
from ..errors import RulesError, marker
from .cards import PEOPLE, TOOLS
from .building import Work, progress
from .gangs import GANGS, award
from .rulings import Ruling
from .skirmish import FIRST_SKIRMISH, LAST_SKIRMISH, Hand, resolve

M_ = marker("arcticscavengers", __file__)

MIN_PLAYERS = 2
"""The fewest players: a skirmish or a gang needs two sides (``two-to-five``)."""
DEFAULT_MOST_PLAYERS = 5
"""The most players by default: the published box says 2 to 5 (``two-to-five``)."""
HARD_MOST_PLAYERS = 8
"""The largest ``most_players`` accepted: a bound of this calculator, for safety."""
MAX_COUNT = 99
"""The largest count a player may give for a gang (a bound of this calculator: a real game's
counts are far smaller)."""
MAX_CARDS = 12
"""Person cards one player may reveal, at most (this calculator's bound)."""
MAX_TOOLS = 12
"""Tools one player may reveal, at most (this calculator's bound)."""
KEYS = frozenset({"calc", "players", "round", "most_players"})
GANG_KEYS = frozenset({"calc", "gang", "players", "most_players"})
BUILDING_KEYS = frozenset({"calc", "build_time", "placed", "work"})
WORK_KEYS = frozenset({"round", "members", "toolkits"})
MAX_BUILD_TIME = 20
"""The longest build time accepted (this calculator's bound, for safety: not a rule)."""
DEFAULT_PLAYERS: tuple[dict[str, list[str]], ...] = (
    {"cards": ["brawler", "refugee"], "tools": ["spear", "shovel"]},
    {"cards": ["brawler", "refugee", "refugee"], "tools": ["spear"]},
    {"cards": ["rogue", "scavenger"], "tools": []},
)
"""The hands of the skirmish page's worked example: two fights of 3, the second with more
people, and a rogue who takes the tie. Used when ``players`` is left out, so that every input
of the calculation is optional (a widget's bare config shows this example)."""
HAND_KEYS = frozenset({"cards", "tools"})

NOT_COUNTS = M_("not-counts")
NOT_WORK = M_("not-work")


def _names(value: Any, where: str, known: Mapping[str, Any], other: Mapping[str, Any],
           most: int) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) > most:
        raise RulesError(M_("not-a-list"), where=where, most=most, value=value,
                         ruling=Ruling.FIGHT_IS_THE_SUM)
    for i, name in enumerate(value):
        if isinstance(name, str) and name in known:
            continue
        if isinstance(name, str) and name in other:
            raise RulesError(M_("a-tool") if known is PEOPLE else M_("a-person"),
                             where=f"{where}[{i}]",
                             value=name, ruling=Ruling.ONE_TOOL_EACH)
        raise RulesError(M_("not-a-person") if known is PEOPLE else M_("not-a-tool"),
                         where=f"{where}[{i}]", names=", ".join(known), value=name,
                         ruling=Ruling.FIGHT_IS_THE_SUM)
    return tuple(value)


def _hand(value: Any, where: str) -> Hand:
    if not isinstance(value, Mapping):
        raise RulesError(M_("not-a-hand"), where=where, value=value, ruling=Ruling.FIGHT_IS_THE_SUM)
    for key in value:
        if key not in HAND_KEYS:
            raise RulesError(M_("not-hand-key"), where=f"{where}.{key}")
    if "cards" not in value:
        raise RulesError(M_("no-cards"), where=f"{where}.cards")
    return Hand(cards=_names(value["cards"], f"{where}.cards", PEOPLE, TOOLS, MAX_CARDS),
                tools=_names(value.get("tools", []), f"{where}.tools", TOOLS, PEOPLE,
                             MAX_TOOLS))


def most_players(inputs: Mapping[str, Any]) -> int:
    """The ``most_players`` option: :data:`DEFAULT_MOST_PLAYERS` when left out."""
    return whole(inputs.get("most_players", DEFAULT_MOST_PLAYERS), "most_players",
                 M_("not-most-players"),
                 HARD_MOST_PLAYERS, least=MIN_PLAYERS, ruling=Ruling.TWO_TO_FIVE)


def hands_of(inputs: Mapping[str, Any]) -> tuple[list[Hand], int]:
    """The checked hands and round of a ``skirmish`` input."""
    most = most_players(inputs)
    players = sized_list(inputs.get("players", [dict(hand) for hand in DEFAULT_PLAYERS]),
                         "players", M_("not-players"), most, least=MIN_PLAYERS,
                         ruling=Ruling.TWO_TO_FIVE)
    round_ = inputs.get("round", FIRST_SKIRMISH)
    early = is_integer(round_) and round_ < FIRST_SKIRMISH
    round_ = whole(round_, "round", M_("not-a-round"), LAST_SKIRMISH, least=FIRST_SKIRMISH,
                   ruling=Ruling.SKIRMISH_FROM_ROUND_3 if early else Ruling.FOURTEEN_CONTESTED,
                   first=FIRST_SKIRMISH, last=LAST_SKIRMISH)
    return [_hand(hand, f"players[{i}]") for i, hand in enumerate(players)], round_


def gang_of(inputs: Mapping[str, Any]) -> tuple[str, list[tuple[int, int]]]:
    """The checked gang and each player's (count, tie-break count) of a ``gang`` input."""
    check_keys(inputs, "gang", GANG_KEYS, required=("gang", "players"))
    most = most_players(inputs)
    gang = one_of(inputs["gang"], "gang", M_("not-a-gang"), GANGS, ruling=Ruling.PHARMERS_TIE_BREAK)
    players = sized_list(inputs["players"], "players", M_("not-gang-players"), most,
                         least=MIN_PLAYERS,
                         ruling=Ruling.TWO_TO_FIVE)
    keys = GANGS[gang]
    counts: list[tuple[int, int]] = []
    for i, player in enumerate(players):
        where = f"players[{i}]"
        if not isinstance(player, Mapping) or set(player) != set(keys):
            raise RulesError(NOT_COUNTS, where=where, keys=", ".join(keys), most=MAX_COUNT,
                             value=player, ruling=Ruling.PHARMERS_TIE_BREAK)
        count, tie = (whole(player[key], f"{where}.{key}", NOT_COUNTS, MAX_COUNT,
                            ruling=Ruling.PHARMERS_TIE_BREAK, keys=", ".join(keys),
                            value=player) for key in keys)
        counts.append((count, tie))
    return gang, counts


def building_of(inputs: Mapping[str, Any]) -> tuple[int, int, list[Work]]:
    """The checked build time, round placed and rounds of work of a ``building`` input."""
    check_keys(inputs, "building", BUILDING_KEYS, required=("build_time", "placed"))
    time = whole(inputs["build_time"], "build_time", M_("not-build-time"), MAX_BUILD_TIME, least=1,
                 ruling=Ruling.ONE_CARD_EACH_ROUND)
    placed = whole(inputs["placed"], "placed", M_("not-placed"), LAST_SKIRMISH - 1, least=1,
                   ruling=Ruling.FOURTEEN_CONTESTED, last=LAST_SKIRMISH - 1)
    entries = sized_list(inputs.get("work", []), "work", NOT_WORK, LAST_SKIRMISH,
                         ruling=Ruling.BUILD_FROM_NEXT_ROUND)
    work: list[Work] = []
    for i, entry in enumerate(entries):
        where = f"work[{i}]"
        if not isinstance(entry, Mapping) or set(entry) != WORK_KEYS:
            raise RulesError(NOT_WORK, where=where, value=entry,
                             ruling=Ruling.BUILD_FROM_NEXT_ROUND)
        round_, members, kits = entry["round"], entry["members"], entry["toolkits"]
        if not is_integer(round_) or not placed < round_ <= LAST_SKIRMISH \
                or any(w.round == round_ for w in work):
            raise RulesError(M_("not-work-round"), where=f"{where}.round", first=placed + 1,
                             last=LAST_SKIRMISH, value=round_,
                             ruling=Ruling.BUILD_FROM_NEXT_ROUND)
        members = whole(members, f"{where}.members", M_("not-members"), MAX_CARDS,
                        ruling=Ruling.BUILD_FROM_NEXT_ROUND)
        kits = whole(kits, f"{where}.toolkits", M_("too-many-toolkits"), members,
                     ruling=Ruling.ONE_TOOL_EACH, members=members)
        work.append(Work(round=int(round_), members=members, toolkits=kits))
    return time, placed, work


def calc(inputs: Mapping[str, Any]) -> dict[str, Any]:
    """The registry's calculator (``inputs["calc"]`` already checked by
    :meth:`engine.registry.CalcSpec.run`): ``skirmish``, ``gang`` or ``building``."""
    if inputs["calc"] == "gang":
        gang, counts = gang_of(inputs)
        return award(gang, counts)
    if inputs["calc"] == "building":
        time, placed, work = building_of(inputs)
        return progress(time, placed, work, LAST_SKIRMISH)
    check_keys(inputs, str(inputs["calc"]), KEYS)
    hands, round_ = hands_of(inputs)
    return resolve(hands, round_)
