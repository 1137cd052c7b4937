"""The sandbox's Python side, driven exactly as the page drives it: JSON in, JSON out."""

from __future__ import annotations

import json
import re

import pytest

from engine.i18n import SHARED, catalogue
from engine.pdbmv import from_json, new_game, to_json
from livewidgets.pdbmv import sandbox, strings
from livewidgets.pdbmv.sandbox import KIT
from tests.langkit import LANGS

FAVOR = ["axe", "feather", "scroll", "crown", "sword", "relic"]


def started(**config: object) -> dict:
    result = sandbox.start(config)
    assert "error" not in result, result
    return result["session"]


def position(session: dict) -> dict:
    return json.loads(sandbox.export(session))


def test_start_replays_new_game_from_seed() -> None:
    session = started(players=3, seed=11)
    assert position(session) == to_json(new_game(["Ana", "Ben", "Chen"], 11))
    assert session["seats"] == ["human", "greedy", "greedy"]


def test_start_with_scenario_keeps_its_actions_as_undoable_log() -> None:
    scenario = {"players": ["Ana", "Ben"], "favor": ["scroll", "crown", "axe", "feather",
                                                     "sword", "relic"],
                "deck": ["crown", "sword", "feather", "axe", "relic"],
                "hands": {"Ana": ["axe", "axe", "wild"], "Ben": ["crown"]}, "turn": "Ana",
                "actions": [{"player": "Ana", "do": "bribe", "treasure": "axe",
                             "cards": ["axe", "axe"]}]}
    session = started(scenario=scenario)
    assert session["log"] == ["bribe axe with axe axe"]
    assert position(session)["turn"] == "Ben"
    before = sandbox.undo(session)["session"]
    assert position(before)["hands"]["Ana"] == ["axe", "axe", "wild"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_human_clicking_legal_actions_plays_a_whole_game(players: int) -> None:
    session = started(players=players, seed=players, seats=["human"] + ["random"] * (players - 1))
    for _ in range(2000):
        page = sandbox.view(session, "en")
        if page["over"]:
            break
        if page["seat"] == "human":
            assert page["actions"], "a human to move always has a legal action"
            choice = page["actions"][len(session["log"]) % len(page["actions"])]
            result = sandbox.act(session, choice["text"], "en")
        else:
            assert page["actions"] == []
            result = sandbox.bot_move(session)
        session = result["session"]
    page = sandbox.view(session, "en")
    assert page["over"]
    state = KIT.replay(session).state
    assert state.is_over
    assert "data-results" in page["html"]
    for name, score in state.scores().items():
        # the score as the page writes numbers (a negative one with the minus sign)
        assert f"<td>{catalogue(SHARED, 'en').number(score)}</td>" in page["html"]
    ending = [s for entry in sandbox.SANDBOX.log_entries(session, KIT.replay(session), "en")
              for s in entry["sentences"]]
    assert any(s.endswith("wins.") or s.startswith("Shared win") for s in ending)


def test_bots_alone_play_to_the_end_in_one_call() -> None:
    session = started(players=4, seed=3, seats=["greedy", "random", "greedy", "random"])
    session = sandbox.bot_move(session, until_human=True)["session"]
    assert KIT.replay(session).state.is_over


def test_bot_moves_are_reproducible() -> None:
    session = started(players=2, seed=9, seats=["greedy", "greedy"])
    first = sandbox.bot_move(session)["session"]["log"]
    again = sandbox.bot_move(session)["session"]["log"]
    assert first == again and len(first) == 1


def test_undo_restores_the_exact_previous_position() -> None:
    session = started(players=3, seed=4, seats=["human", "human", "human"])
    for turn in range(12):
        before = position(session)
        page = sandbox.view(session)
        played = sandbox.act(session, page["actions"][-1 - turn % 3]["text"])["session"]
        assert position(played) != before
        undone = sandbox.undo(played)["session"]
        assert position(undone) == before
        assert sandbox.redo(undone)["session"]["log"] == played["log"]
        session = played


def test_undo_goes_back_over_bot_moves_to_the_human_decision() -> None:
    session = started(players=3, seed=2)
    before = position(session)
    page = sandbox.view(session)
    session = sandbox.act(session, page["actions"][0]["text"])["session"]
    session = sandbox.bot_move(session, until_human=True)["session"]
    assert len(session["log"]) == 3
    result = sandbox.undo(session)
    assert position(result["session"]) == before
    assert len(result["undone"]) == 3
    redone = sandbox.redo(result["session"])["session"]
    assert redone["log"] == session["log"]


def test_a_new_action_clears_redo() -> None:
    session = started(players=2, seed=5, seats=["human", "human"])
    session = sandbox.act(session, "draw")["session"]
    undone = sandbox.undo(session)["session"]
    assert undone["redo"] == ["draw"]
    other = sandbox.view(undone)["actions"][0]["text"]
    assert sandbox.act(undone, other)["session"]["redo"] == []


def test_illegal_action_names_the_ruling_and_changes_nothing() -> None:
    session = started(players=2, seed=6, seats=["human", "human"])
    state = KIT.replay(session).state
    missing = next(t for t in state.treasures if not state.hands[0][state.card_index(t)])
    result = sandbox.act(session, f"bribe {missing} with {missing}", "en")
    assert result["error"]["ruling"] == "cards-in-hand"
    # the page links the ruling by its id; the words a reader sees never show that id
    assert "cards-in-hand" not in result["error"]["message"] + result["error"]["detail"]
    assert result["error"]["message"] == strings.text(
        "en", "illegal", summary=strings.ruling_summary("en", "cards-in-hand"))
    assert "holds 0" in result["error"]["detail"]
    assert "session" not in result
    fr = sandbox.act(session, "buy 3 with wild wild wild", "fr")
    assert fr["error"]["ruling"] in ("buy-cost", "cards-in-hand")
    assert fr["error"]["message"].startswith("Coup interdit")
    assert sandbox.act(session, "dance", "en")["error"]["message"].startswith("This is not")


def test_share_and_restore_round_trip() -> None:
    session = started(players=4, seed=21, options={"wilds_removed": 3})
    session = sandbox.bot_move(sandbox.act(session, "draw")["session"], True)["session"]
    fragment = sandbox.share(session)
    assert fragment.startswith("sandbox=")
    restored = sandbox.restore("#" + fragment)["session"]
    assert position(restored) == position(session)
    assert restored["seats"] == session["seats"]
    assert restored["start"]["options"] == {"wilds_removed": 3}


@pytest.mark.parametrize("fragment, where", [
    ("sandbox=not-base64!!", "fragment"),
    ("sandbox=" + "A" * 40, "fragment"),
    ("elsewhere=abc", "fragment"),
])
def test_broken_fragment_is_explained(fragment: str, where: str) -> None:
    result = sandbox.restore(fragment, "en")
    assert result["error"]["where"] == where
    assert "new game" in result["error"]["message"]


def test_fragment_with_an_illegal_log_says_why_in_the_readers_words() -> None:
    """The refusal keeps its path and ruling as data; the reader reads the reason alone, not
    the link's inner path nor the action's text form."""
    session = started(players=2, seed=1, seats=["human", "human"])
    session = {**session, "log": ["draw", "draw", "bribe relic with wild wild wild wild wild"]}
    result = sandbox.restore(KIT.encode_fragment(session), "fr")
    assert result["error"]["where"] == "log[2]" and result["error"]["ruling"] == "cards-in-hand"
    message = result["error"]["message"]
    assert "Ana" in message and "log[2]" not in message and "bribe relic" not in message


@pytest.mark.parametrize("change, where", [
    (lambda s: s["hands"]["Ana"].append("dragon"), "hands.Ana[7]"),
    (lambda s: s.update(turn="Zoe"), "turn"),
    (lambda s: s.update(players=["Ana"]), "players"),
    (lambda s: s["market"].update({"7": []}), "market.7"),
    (lambda s: s.update(deck=["wild"] * 30), "scenario"),
    (lambda s: s.update(actions=[{"player": "Ana", "do": "fly"}]), "actions[0]"),
    (lambda s: s.update(actions=[{"player": "Ben", "do": "draw"}]), "actions[0]"),
])
def test_import_of_an_impossible_scenario_names_the_field(change, where: str) -> None:
    base = position(started(players=2, seed=8))
    change(base)
    for lang in LANGS:
        result = sandbox.import_scenario(json.dumps(base), lang)
        assert result["error"]["where"] == where
        assert where in result["error"]["message"]


def test_import_of_broken_json_gives_line_and_column() -> None:
    result = sandbox.import_scenario('{\n  "players": [,\n}', "en")
    assert result["error"]["where"] == "line 2, column 15"


def test_import_then_export_round_trips_and_keeps_seats() -> None:
    original = started(players=3, seed=13)
    original = sandbox.act(original, "draw")["session"]
    text = sandbox.export(original)
    result = sandbox.import_scenario(text, "en", seats=["human", "random", "human"])
    assert sorted_cards(json.loads(sandbox.export(result["session"]))) == sorted_cards(
        json.loads(text))
    assert result["session"]["seats"] == ["human", "random", "human"]
    assert (set(map(str, from_json(json.loads(text)).legal_actions()))
            == set(map(str, KIT.replay(original).state.legal_actions())))


def sorted_cards(scenario: dict) -> dict:
    """The scenario with hands sorted: card order in a hand depends on the Treasure order the
    state was built with (box order for a new game, track order for a loaded scenario)."""
    return {**scenario, "hands": {p: sorted(h) for p, h in scenario["hands"].items()}}


def test_setup_errors_name_the_field() -> None:
    assert sandbox.start({"players": 7})["error"]["where"] == "players"
    bad = sandbox.start({"players": ["Ana", "Ben"], "seed": 1,
                         "options": {"track_values": [1, 2]}})
    assert bad["error"]["where"] == "track_values"
    seats = sandbox.start({"players": 2, "seats": ["human", "wizard"]})
    assert seats["error"]["where"] == "seats"


def test_simulate_from_the_current_position() -> None:
    session = started(players=3, seed=17)
    result = sandbox.simulate(session, 200, "random", 5, "en")
    assert abs(sum(result["win_rate"].values()) - 1) < 1e-9
    assert result["html"].count("<svg") == 2
    assert result["games"] == 200 and result["seconds"] > 0
    for name in ("Ana", "Ben", "Chen"):
        assert f">{name}</text>" in result["html"]
        assert f'<th scope="row">{name}</th>' in result["html"]
    again = sandbox.simulate(session, 200, "random", 5, "en")
    assert again["win_rate"] == result["win_rate"]


def test_simulate_refuses_a_finished_game() -> None:
    session = started(players=2, seed=3, seats=["random", "random"])
    session = sandbox.bot_move(session, True)["session"]
    assert "error" in sandbox.simulate(session, 10, "random", 1, "zh")


def test_a_tie_shows_the_tie_break_in_results_and_log() -> None:
    scenario = {"players": ["Ana", "Ben"], "favor": FAVOR, "deck": [], "turn": "Ana",
                "hands": {"Ana": [], "Ben": []},
                "bribes": {"Ana": {"axe": ["axe", "axe"]}, "Ben": {"feather": ["feather", "wild"]}},
                "actions": [{"player": "Ana", "do": "draw"}]}
    session = started(scenario=scenario, seats=["human", "human"])
    page = sandbox.view(session, "fr")
    assert page["over"] and page["actions"] == []
    assert 'class="sbx-tiebreak"' in page["html"]
    ranks = re.findall(r"<tr><td>(\d)</td><th scope=\"row\">(\w+)</th><td>(-?\d+)</td>",
                       page["html"])
    assert ranks == [("1", "Ben", "2"), ("2", "Ana", "2")]
    assert "Départage" in page["log_html"]


def test_hands_stay_hidden_unless_revealed() -> None:
    session = started(players=3, seed=12, seats=["human", "greedy", "human"])
    hidden = sandbox.view(session, "en")["html"]
    shown = sandbox.view(session, "en", reveal=True)["html"]
    assert hidden.count('class="sbx-hand-cards"') == 1  # the viewer's own hand only
    assert shown.count('class="sbx-hand-cards"') == 4   # every hand, and the viewer's controls
    assert 'data-viewer="0"' in hidden
    session = sandbox.act(session, "draw")["session"]
    session = sandbox.bot_move(session)["session"]
    assert 'data-viewer="2"' in sandbox.view(session, "en")["html"]


def test_import_of_json_that_is_not_an_object() -> None:
    assert sandbox.import_scenario("[1, 2]", "en")["error"]["where"] == "scenario"
