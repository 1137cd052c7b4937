"""The widget kinds: what each edit does, checked against the engine, in every language."""

from __future__ import annotations

import json
import re
from pathlib import Path
from html import unescape
from typing import Any

import pytest

from engine.pdbmv import from_json, to_json
from engine.pdbmv.analysis import risk_table
from engine.pdbmv import run_json
from engine.pdbmv.events import Event
from engine.pdbmv.messages import render
from livewidgets import api
from tests.pdbmv.testkit import GOLDEN_DIR, game_in_progress, reached_by_play
from livewidgets.controls import ConfigError, EditError
from livewidgets.pdbmv import refill
from livewidgets.pdbmv.strings import ui
from livewidgets.strings import UI
from tests.langkit import LANGS

FAVOR = ["axe", "feather", "scroll", "crown", "sword", "relic"]


def scenario(**fields: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"players": ["Ana", "Ben"], "favor": list(FAVOR), "deck": [],
                            "hands": {"Ana": ["axe"]}, "turn": "Ana",
                            "actions": [{"player": "Ana", "do": "bribe", "treasure": "axe",
                                         "cards": ["axe"]}]}
    data.update(fields)
    return data


def texts(view: dict[str, Any]) -> list[str]:
    return [f["text"] for f in view["frames"][1:]]


def sentences(data: dict[str, Any], lang: str) -> list[str]:
    return [render(Event.from_json(e), lang) for e in run_json(data)["events"]]


def plain(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", " ", html))


@pytest.mark.parametrize("lang", LANGS)
def test_refill_frames_are_the_engine_events(lang: str) -> None:
    data = scenario(deck=["crown", "sword", "feather", "scroll", "relic", "axe"])
    view = api.start("pdbmv", {"widget": "refill", "scenario": data}, lang)
    assert texts(view) == sentences(data, lang)
    assert view["current"] == 0          # the player opens at the starting position
    frames = re.findall(r'<figure class="lr-frame" data-frame="(\d+)"', view["html"])
    assert frames == [str(i) for i in range(len(view["frames"]))]   # every step in the page


def test_refill_edits_replay_the_engine() -> None:
    data = scenario(deck=["crown", "axe"])
    view = api.start("pdbmv", {"widget": "refill", "scenario": data}, "en")
    state = view["state"]
    # cycle the top card (crown -> sword): the refill still stops on the axe
    view = api.act("pdbmv", state, {"act": "cycle", "index": "0"}, "en")
    assert view["state"]["scenario"]["deck"] == ["sword", "axe"]
    # remove the axe: the deck runs out, the game ends
    view = api.act("pdbmv", view["state"], {"act": "remove", "index": "1"}, "en")
    assert view["state"]["scenario"]["deck"] == ["sword"]
    assert "The deck is out before a matching card or a Wild: the game ends at once." in texts(view)
    assert "The deck is out" in plain(view["html"].split('class="lr-outcome"')[1])
    # add a card (the first type of the track), then bribe another type: crown
    view = api.act("pdbmv", view["state"], {"act": "add"}, "en")
    assert view["state"]["scenario"]["deck"] == ["sword", "axe"]
    view = api.act("pdbmv", view["state"], {"act": "bribe-type", "treasure": "sword"}, "en")
    changed = view["state"]["scenario"]
    assert changed["actions"][0] == {"player": "Ana", "do": "bribe", "treasure": "sword",
                                     "cards": ["sword"]}
    assert changed["hands"]["Ana"] == ["sword"]
    assert texts(view) == sentences(changed, "en")
    assert texts(view)[-1] == "That Enchanted Sword matches the bribe: the refill stops."
    # reset: back to the worked example
    view = api.act("pdbmv", view["state"], {"act": "reset"}, "en")
    assert view["state"]["scenario"] == data


def test_refill_shuffle_is_a_permutation_chosen_by_the_seed() -> None:
    data = scenario(deck=["crown", "sword", "feather", "scroll", "relic", "wild", "axe"])
    state = api.start("pdbmv", {"widget": "refill", "scenario": data}, "en")["state"]
    one = api.act("pdbmv", state, {"act": "shuffle", "seed": "1"}, "en")["state"]["scenario"]["deck"]
    two = api.act("pdbmv", state, {"act": "shuffle", "seed": "2"}, "en")["state"]["scenario"]["deck"]
    assert sorted(one) == sorted(two) == sorted(data["deck"])
    assert one != two
    assert one == api.act("pdbmv", state, {"act": "shuffle", "seed": "1"}, "en")["state"]["scenario"]["deck"]


def refused(view: dict[str, Any], act: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """The refusal ``act`` gets from the live widget (it must be refused)."""
    answer = api.act("pdbmv", view["state"], act, lang)
    assert set(answer) == {"refused"}, f"{act} was not refused"
    return dict(answer["refused"])


def test_an_impossible_edit_is_refused_with_a_reason_and_changes_nothing() -> None:
    data = scenario(deck=["axe"] * 13)   # 13 in the deck + 1 in Ana's hand: the box holds 14
    view = api.start("pdbmv", {"widget": "refill", "scenario": data}, "fr")
    # the kind raises the engine's refusal, recast, at its path under the widget's scenario
    with pytest.raises(EditError) as caught:
        refill.edit(view["state"], {"act": "add"}, "fr")
    assert (caught.value.code, caught.value.where, caught.value.params["count"]) == (
        "too-many-cards", "scenario", 15)
    assert str(caught.value) == "scenario: 15 axe cards in play; the box holds 14"
    # the page gets it in its language, the way out ("try another change") first; nothing changed
    for lang in LANGS:
        answer = refused(view, {"act": "add"}, lang)
        assert answer["code"] == "too-many-cards" and answer["ruling"] is None
        assert answer["message"] == UI[lang]["edit_error"].format(
            error=caught.value.reason(lang))
    assert refused(view, {"act": "add"})["message"] == (
        "Nothing changed. Try another change: 15 Barbarian's Axe cards in play; the box holds 14")
    assert view["state"]["scenario"] == data


def favor_move(view: dict[str, Any], **act: Any) -> dict[str, Any]:
    return api.act("pdbmv", view["state"], act, "en")


def test_favor_pick_count_and_cause_move_the_picked_token() -> None:
    data = scenario(deck=["axe"])
    view = api.start("pdbmv", {"widget": "favor", "scenario": data}, "en")
    view = favor_move(view, act="pick", treasure="scroll", step="0")   # from the start track
    view = favor_move(view, act="steps", n="5")
    assert texts(view) == [
        "The Magic Scroll token would move right 5 spaces but stops at the last space: "
        "space 3 → space 6.",
        "The King's Crown token slides from space 4 to space 3 to make room.",
        "The Enchanted Sword token slides from space 5 to space 4 to make room.",
        "The Relic token slides from space 6 to space 5 to make room."]
    view = favor_move(view, act="cause", cause="curse")   # a curse moves 3 spaces at most
    assert view["state"]["move"]["steps"] == 3
    assert texts(view)[0] == ("The Magic Scroll token would move left 3 spaces but stops at the "
                              "first space: space 3 → space 1.")
    assert view["current"] == len(view["frames"]) - 1    # a move the reader set: its result
    first = re.search(r'data-frame="0".*?</figure>', view["html"], re.S)
    assert first and 'data-act="pick"' in first[0]


def test_favor_pick_starts_from_the_track_shown() -> None:
    data = scenario(deck=["axe"])
    view = api.start("pdbmv", {"widget": "favor", "scenario": data}, "en")
    final_track = [f for f in FAVOR]
    final_track.remove("axe")
    final_track.insert(1, "axe")      # Ana's bribe moved the axe from space 1 to space 2
    view = favor_move(view, act="pick", treasure="relic", step=str(len(view["frames"]) - 1))
    assert view["state"]["move"]["base"]["favor"] == final_track


def test_scoring_edits_and_tiebreak() -> None:
    data = {"players": ["Ana", "Ben"], "favor": list(FAVOR), "deck": [], "turn": "Ana",
            "bribes": {"Ana": {"relic": ["relic"]}, "Ben": {"relic": ["relic"]}},
            "hands": {}}
    view = api.start("pdbmv", {"widget": "scoring", "scenario": data}, "en")
    assert texts(view)[0] == "The game ends here; the scoring follows."
    assert "Tie-break between Ana, Ben at space 6 (Relic): Ana 1, Ben 1." in texts(view)
    assert texts(view)[-1] == "Shared win: Ana, Ben."
    view = api.act("pdbmv", view["state"], {"act": "hand", "player": "Ben", "card": "relic",
                                   "delta": "1"}, "en")
    assert "1 card from Ben's hand joins the Relic bribe." in texts(view)
    assert texts(view)[-1] == "Ben wins."
    assert refused(view, {"act": "hand", "player": "Ana", "card": "wild", "delta": "-1"}) == {
        "message": "Ana holds no Wild: press + under Hand first to put one in their hand.",
        "code": "no-hand-card", "ruling": None, "link": None}
    view = api.act("pdbmv", view["state"], {"act": "bribe", "player": "Ana", "card": "relic",
                                   "delta": "-1"}, "en")
    assert "relic" not in view["state"]["scenario"]["bribes"]["Ana"]


def test_the_scoring_editor_shows_one_player_at_a_time() -> None:
    """Issue 22: three players' seven rows of counts made a 21-row editor taller than a
    laptop's window. The editor shows one player's cards, the first at the start; the switch
    shows another's without changing the example, and an edit keeps the player shown."""
    data = {"players": ["Ana", "Ben", "Chen"], "favor": list(FAVOR), "deck": [], "turn": "Ana",
            "bribes": {"Ana": {"relic": ["relic"]}, "Ben": {"relic": ["relic"]}}, "hands": {}}
    view = api.start("pdbmv", {"widget": "scoring", "scenario": data}, "en")

    def shown(view: dict[str, Any]) -> list[str]:
        return [p for p in data["players"] if ui("player_position", "en", player=p)
                in plain(view["html"])]

    assert shown(view) == ["Ana"]
    before = texts(view)
    view = api.act("pdbmv", view["state"], {"act": "who", "player": "Ben"}, "en")
    assert shown(view) == ["Ben"] and texts(view) == before
    assert view["state"]["scenario"] == data
    view = api.act("pdbmv", view["state"], {"act": "hand", "player": "Ben", "card": "relic",
                                            "delta": "1"}, "en")
    assert shown(view) == ["Ben"] and texts(view) != before
    assert refused(view, {"act": "who", "player": "Dora"})["code"] == "unknown-player"


def test_risk_matches_the_engine_on_a_real_position() -> None:
    data = game_in_progress()
    view = api.start("pdbmv", {"widget": "risk", "scenario": data}, "en")
    text = plain(view["html"])
    for risk in risk_table(from_json(data)):
        assert f"exact: {risk.ends_game}" in text
        assert f"exact: {risk.expected_dealt}" in text


GAME_END = to_json(reached_by_play())
"""docs/*/pdbmv/game-end.md, "The end-of-game risk": a real position (tests/pdbmv/engine/
test_analysis.py checks that the pages show it)."""
del GAME_END["over"], GAME_END["seed"]


def risk_rows(view: dict[str, Any]) -> dict[str, str]:
    rows = re.findall(r'<tr><th scope="row"><span class="pdbmv-card [^"]+" data-card="(\w+)">'
                      r'(.*?)</tr>', view["html"].split("pdbmv-risk")[1])
    return {card: plain(row) for card, row in rows}


def test_risk_tells_the_odds_the_page_explains() -> None:
    """7 unseen cards, 3 in the deck: axe, feather, relic certain; scroll 4 in 7, sword 2 in 7,
    crown 1 in 35."""
    rows = risk_rows(api.start("pdbmv", {"widget": "risk", "scenario": GAME_END}, "en"))
    for certain in ("axe", "feather", "relic"):
        assert "100.0%" in rows[certain] and "exact: 1 " in rows[certain]
    assert "57.1%" in rows["scroll"] and "exact: 4/7" in rows["scroll"]
    assert "exact: 2/7" in rows["sword"] and "exact: 1/35" in rows["crown"]


def test_risk_edits_move_cards_between_view_and_the_unseen_pool() -> None:
    view = api.start("pdbmv", {"widget": "risk", "scenario": GAME_END}, "en")
    # Ana sees one more crown (one of the 4 unseen): 3 unseen crowns among 6
    view = api.act("pdbmv", view["state"], {"act": "seen", "card": "crown", "delta": "1"}, "en")
    position = view["state"]["position"]
    assert (position["unseen"]["crown"], sum(position["unseen"].values())) == (3, 6)
    assert "exact: 1/20" in risk_rows(view)["crown"]        # C(3,3) / C(6,3)
    # a deck of 2 instead of 3 (one more card in Ben's hand)
    view = api.act("pdbmv", view["state"], {"act": "deck", "delta": "-1"}, "en")
    assert view["state"]["position"]["deck"] == 2
    assert "exact: 1/5" in risk_rows(view)["crown"]         # C(3,2) / C(6,2)
    # nothing left to see: every relic is already in view
    assert refused(view, {"act": "seen", "card": "relic", "delta": "1"})["message"] == (
        "Nothing changed. Try another change: no Relic is left unseen: Ana already sees every "
        "one")
    for _ in range(4):   # 6 unseen cards: the deck grows to 6, not beyond
        view = api.act("pdbmv", view["state"], {"act": "deck", "delta": "1"}, "en")
    assert view["state"]["position"]["deck"] == 6
    assert refused(view, {"act": "deck", "delta": "1"})["message"] == (
        "Nothing changed. Try another change: the deck cannot hold more than the 6 unseen cards")


@pytest.mark.parametrize("lang", LANGS)
def test_risk_refuses_a_position_the_box_cannot_give(lang: str) -> None:
    """The risk is what the mover can know from the box: a scenario of a few cards is not a
    game from it, and the widget says so in the reader's language."""
    small = {"players": ["Ana", "Ben"], "favor": GAME_END["favor"], "deck": ["axe"],
             "hands": {"Ben": ["crown"]}, "turn": "Ana"}
    with pytest.raises(ConfigError) as caught:
        api.start("pdbmv", {"widget": "risk", "scenario": small}, lang)
    text = caught.value.text(lang)
    assert {"en": "out of Ana's sight", "fr": "cachées à Ana",
            "zh": "Ana 看不到", "zh-Hans": "Ana 看不到"}[lang] in text, text[:400]


@pytest.mark.parametrize("lang", LANGS)
def test_assumptions_tables(lang: str) -> None:
    html = api.render("pdbmv", {"widget": "assumptions"}, lang)
    assert html.count("<tr>") == 4 + 6 + 2
    assert "track_values" in html and "wilds_removed" in html


GOLDEN = sorted(GOLDEN_DIR.glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_every_golden_game_draws_in_every_language(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))["scenario"]
    for lang in LANGS:
        view = api.start("pdbmv", {"widget": "scoring", "scenario": data}, lang)
        assert texts(view)[:len(sentences(data, lang))] == sentences(data, lang)


@pytest.mark.parametrize("act", [{"act": "seen", "card": "crown"}, {"act": "deck"}])
@pytest.mark.parametrize("delta", ["10000000000", "-10000000000", "2", "abc", "9" * 60])
def test_risk_refuses_a_huge_or_odd_delta_before_any_work(act: dict[str, str],
                                                          delta: str) -> None:
    """Issue 23: a delta of ten billion made the widget build a table of gigabytes before it
    failed. A step is one card: anything else is refused, in the page's language."""
    view = api.start("pdbmv", {"widget": "risk", "scenario": GAME_END}, "fr")
    answer = api.act("pdbmv", view["state"], {**act, "delta": delta}, "fr")
    assert answer["refused"]["code"] == "count-range"
    assert answer["refused"]["message"].startswith("Rien n’a changé")
    assert "doit être de −1 à 1" in answer["refused"]["message"]


@pytest.mark.parametrize(("config", "where"), [
    ({"players": 9}, "players"), ({"players": 1}, "players"), ({"seed": "x"}, "seed"),
    ({"seed": True}, "seed"), ({"scenario": []}, "scenario")])
def test_a_sandbox_config_is_checked_as_the_sandbox_starts(config: dict[str, Any],
                                                           where: str) -> None:
    """A fence's sandbox is refused exactly when the sandbox itself cannot start from it
    (the session's own check), naming the field."""
    from livewidgets.pdbmv import sandbox
    from livewidgets.pdbmv.config import check

    with pytest.raises(ConfigError) as caught:
        check({"widget": "sandbox", **config})
    assert caught.value.where == where
    assert sandbox.start(config)["error"]["where"] == where
    good = {"widget": "sandbox", "players": 3, "seed": 7}
    assert check(good) == good and "session" in sandbox.start(good)


@pytest.mark.parametrize("lang", LANGS)
def test_players_tied_for_a_place_are_listed_the_way_the_language_lists(lang: str) -> None:
    """The ranking's shared place ("1. Ana, Ben") joins its players with the language's list
    separator (the catalogue's: 、 in Chinese, never a Latin comma there)."""
    from engine.i18n import SHARED, catalogue
    from livewidgets.pdbmv.scoring import _tiebreaks

    ranking = {"type": "ranking", "ranking": [["Ana", "Ben"], ["Chen"]]}
    places = re.findall(r"<li>([^<]*)</li>",
                        _tiebreaks([ranking], lang).split('class="pdbmv-ranking">')[1])
    assert places == [f"Ana{catalogue(SHARED, lang).separator}Ben", "Chen"]
    assert lang not in ("zh", "zh-Hans") or "," not in places[0]
