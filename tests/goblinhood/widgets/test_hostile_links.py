"""Hostile input in the Goblin Hood sandbox (issue 23): every way into a sandbox (share link,
import, fence, saved game) runs the position check Import runs, so a position nobody can act
in never reaches a turn loop, a bot or a sentence; Simulate on a bot's turn never fails.

Each way in is called as the page calls it (:mod:`livewidgets.goblinhood.sandbox`); the
positions are the engine tests' (:data:`tests.goblinhood.test_hostile.UNPLAYABLE`).
"""

from __future__ import annotations

import base64
import json
import random
import zlib
from typing import Any

import pytest

from engine.goblinhood.analysis import unseen_shuffled
from livewidgets import api
from livewidgets.goblinhood import sandbox
from engine.goblinhood.session import KIT
from tests.goblinhood.test_hostile import UNPLAYABLE
from tests.langkit import LANGS, WRITTEN

CASES = sorted(UNPLAYABLE)


def session_of(data: dict[str, Any]) -> dict[str, Any]:
    """A saved session that starts from ``data``'s position, bots in every seat."""
    return {"v": 1, "start": {"scenario": data}, "seats": ["greedy"] * len(data["players"]),
            "log": [], "redo": []}


def link(session: dict[str, Any]) -> str:
    raw = json.dumps(session).encode()
    return "sandbox=" + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


@pytest.mark.parametrize("case", CASES)
def test_a_share_link_holding_an_unplayable_position_is_refused_as_import_refuses_it(
        case: str) -> None:
    data, field = UNPLAYABLE[case]
    imported = sandbox.import_scenario(json.dumps(data), "en")["error"]
    restored = sandbox.restore(link(session_of(data)), "en")["error"]
    assert imported["where"] == field and restored["where"] == f"start.{field}"
    assert restored["code"] == imported["code"] and restored["ruling"] == imported["ruling"]
    for lang in LANGS:
        # told by its reason, as import tells it; the link's inner path is not named
        message = sandbox.restore(link(session_of(data)), lang)["error"]["message"]
        assert f"start.{field}" not in message and "Traceback" not in message


@pytest.mark.parametrize("case", CASES)
def test_a_fence_holding_an_unplayable_position_is_refused(case: str) -> None:
    data, field = UNPLAYABLE[case]
    with pytest.raises(Exception, match=field):
        api.render("goblinhood", {"widget": "sandbox", "scenario": data}, "en")
    with pytest.raises(Exception, match=field):
        api.render("goblinhood", {"widget": "placements", "scenario": data}, "en")


@pytest.mark.parametrize("case", CASES)
def test_a_saved_game_holding_an_unplayable_position_is_one_sentence_from_every_call(
        case: str) -> None:
    session = session_of(UNPLAYABLE[case][0])
    for lang in WRITTEN:
        moved = sandbox.bot_move(session, until_human=True, lang=lang)
        assert "session" not in moved and moved["error"]["message"]
        simulated = sandbox.simulate(session, games=3, seed=1, lang=lang)
        assert "html" not in simulated and simulated["error"]["message"]
    assert "error" in sandbox.start({"scenario": UNPLAYABLE[case][0]}, "en")


def bot_turns(count: int, seed: int) -> list[dict[str, Any]]:
    """Sessions of 3-player matches (a human, two greedy bots) paused on a bot's turn."""
    rng = random.Random(seed)
    found: list[dict[str, Any]] = []
    while len(found) < count:
        out = sandbox.start({"players": 3, "seed": rng.randrange(10**6),
                             "seats": ["human", "greedy", "greedy"]}, "en")
        session = out["session"]
        for _ in range(60):
            state = KIT.replay(session).state
            if state.is_over:
                break
            if session["seats"][state.turn] != "human" and state.phase == "play":
                found.append(session)
            if session["seats"][state.turn] == "human":
                actions = state.legal_actions()
                session = sandbox.act(session, str(actions[rng.randrange(len(actions))]))[
                    "session"]
            else:
                session = sandbox.bot_move(session)["session"]
    return found[:count]


def test_simulate_on_a_bots_turn_never_fails_seeded_fuzz() -> None:
    """200 simulate calls on bots' turns of 3-player matches; before the fix about 4 in 10
    dealt the bot to move a hand that fits nowhere and failed with an IndexError."""
    sessions = bot_turns(40, seed=23)
    rng = random.Random(23)
    for i in range(200):
        session = sessions[i % len(sessions)]
        lang = WRITTEN[i % len(WRITTEN)]
        out = sandbox.simulate(session, games=1, bot=rng.choice(["greedy", "random"]),
                               seed=rng.randrange(2**32), lang=lang)
        assert "error" not in out, out
        assert abs(sum(out["win_rate"].values()) - 1) < 1e-9


def test_a_shuffled_copy_starts_its_turn_with_the_ambush() -> None:
    for session in bot_turns(10, seed=5):
        state = KIT.replay(session).state
        for k in range(20):
            copy = unseen_shuffled(state, "Ana", random.Random(k))
            assert copy.is_over or copy.phase != "play" or copy.legal_actions()


def _mutated(rng: random.Random, base: dict[str, Any]) -> dict[str, Any]:
    """``base`` with one to three of the fields the fuzzed links changed set at random: who is
    out, whose turn, the phase, a hand or the deck cut short, the wins, the cycles owed."""
    data: dict[str, Any] = json.loads(json.dumps(base))
    players = data["players"]
    for _ in range(rng.randrange(1, 4)):
        field = rng.randrange(7)
        if field == 0:
            data["out"] = rng.sample(players, rng.randrange(len(players) + 1))
        elif field == 1:
            data["turn"] = rng.choice(players)
        elif field == 2:
            data["phase"] = rng.choice(["play", "round-over"])
        elif field == 3:
            name = rng.choice(players)
            hand = data.setdefault("hands", {}).get(name, [])
            data["hands"][name] = hand[:rng.randrange(len(hand) + 1)]
        elif field == 4:
            data["deck"] = data["deck"][:rng.randrange(len(data["deck"]) + 1)]
        elif field == 5:
            data["wins"] = {rng.choice(players): rng.randrange(3)}
        else:
            data["cycles_left"] = rng.randrange(3)
    return data


def test_fuzzed_share_links_are_refused_as_import_refuses_them_or_play_on() -> None:
    """60 seeded links of positions met in bots' matches, then changed at random: a link is
    refused exactly when Import refuses its position; one that restores can be viewed, played
    by its bots to a human's turn or the end, and simulated, in the page's language."""
    from engine.goblinhood import to_json

    rng = random.Random(2023)
    bases = []
    for seed in range(6):
        n = 2 + seed % 3
        session = sandbox.start({"players": n, "seed": seed, "seats": ["greedy"] * n,
                                 "options": {"wins": 1 + seed % 2}}, "en")["session"]
        for _ in range(rng.randrange(40)):
            session = sandbox.bot_move(session)["session"]
        bases.append(to_json(KIT.replay(session).state))
    outcomes = {"restored": 0, "refused": 0}
    for i in range(60):
        data = _mutated(rng, rng.choice(bases))
        seats = [rng.choice(["human", "greedy", "random"]) for _ in data["players"]]
        restored = sandbox.restore(link({"v": 1, "start": {"scenario": data}, "seats": seats,
                                         "log": []}), "fr")
        imported = sandbox.import_scenario(json.dumps(data), "fr")
        assert ("error" in restored) == ("error" in imported), (restored, imported)
        if "error" in restored:
            outcomes["refused"] += 1
            continue
        outcomes["restored"] += 1
        session = restored["session"]
        assert sandbox.view(session, "fr")["html"]
        moved = sandbox.bot_move(session, until_human=True, lang="fr")
        assert "session" in moved, moved
        assert sandbox.view(moved["session"], "zh")["html"]
        simulated = sandbox.simulate(session, games=2, seed=i, lang="fr")
        assert "html" in simulated or KIT.replay(session).state.is_over, simulated
    assert min(outcomes.values()) >= 10, outcomes   # both kinds of link were tried
