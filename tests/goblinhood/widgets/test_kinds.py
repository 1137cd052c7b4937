"""Each kind of Goblin Hood widget on the pages' own positions: what it shows is the engine's
verdict, its edits replay through the engine, and what the rules refuse is refused with the
ruling named. The static page and the live view show the same frames."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from engine.goblinhood import Play, from_json
from engine.goblinhood.components import fits
from engine.goblinhood.messages import card_words
from livewidgets import api
from livewidgets.controls import capitalised
from livewidgets.markup import escape
from livewidgets.goblinhood import ambush, cycle, lay, placements, scoring
from tests.goblinhood.widgets.examples import AMBUSH, CONFIGS, CYCLE, LAY, PLACEMENTS, SCORING
from tests.goblinhood.widgets.kit import (GAME, LANGS, act, engine_sentences, frames, shown,
                                          start, text)
from engine.goblinhood.variants import with_players


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", CONFIGS)
def test_static_and_live_show_the_same_frames(kind: str, lang: str) -> None:
    static = frames(api.render(GAME, CONFIGS[kind], lang))
    live = frames(start(CONFIGS[kind], lang)["html"])
    assert len(static) >= 3 and static == live


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", CONFIGS)
def test_every_frame_says_the_deck_is_a_demonstration_deck(kind: str, lang: str) -> None:
    from livewidgets.goblinhood.strings import ui

    label = text(ui("demo", lang))
    assert all(label in text(diagram) for _, diagram in frames(api.render(GAME, CONFIGS[kind],
                                                                           lang)))


@pytest.mark.parametrize("kind", ["lay", "ambush", "cycle", "scoring"])
def test_the_steps_are_the_engine_events(kind: str) -> None:
    scenario = CONFIGS[kind]["scenario"]
    if "players" in CONFIGS[kind]:
        scenario = with_players(scenario, CONFIGS[kind]["players"])
    for lang in ("en", "zh"):
        captions = [c for c, _ in frames(api.render(GAME, CONFIGS[kind], lang))]
        assert captions[1:] == engine_sentences(scenario, lang)


# -- placements --------------------------------------------------------------------------------

def test_placements_lights_up_exactly_the_ends_the_engine_accepts() -> None:
    state = from_json(PLACEMENTS)
    legal = state.legal_actions()
    shown_frames = frames(api.render(GAME, CONFIGS["placements"], "en"))
    assert "lights up" in shown_frames[0][0] and 'data-fit' not in shown_frames[0][1]
    for i, card in enumerate(state.hands[state.turn], 1):
        caption, diagram = shown_frames[i]
        ways = [a for a in legal if isinstance(a, Play) and a.card == card]
        spec = state.cards[card]
        total = 4 if spec.squares[0] != spec.squares[1] else 2
        if total == 2:   # turned round, the same card covers the same way: one way, not two
            ways = [a for a in ways if a.cover == 0]
        words = card_words(spec.squares, spec.gold, "en")
        assert caption.startswith(f"{len(ways)} way") and f"out of {total} to lay {words}." \
            in caption and card not in caption
        for end, colour in zip(("left", "right"), state.ends()):
            fit = any(fits(sq, colour) for sq in state.cards[card].squares)
            verdict = "yes" if fit else "no"
            assert f'data-for="{end}" data-fit="{verdict}"' in diagram, (card, end)
        # every way, each with the engine's verdict; a refusal names the ruling
        assert diagram.count('<li data-fit="yes">') == len(ways)
        assert diagram.count('<li data-fit="no">') == total - len(ways)
        assert diagram.count('href="../rulings/#colours-match"') == total - len(ways)
        # the card pressed is the one pressed in the picture
        assert f'data-goto="{i}" aria-pressed="true"' in diagram


def test_placements_tries_are_refused_in_the_page_language() -> None:
    rows = placements.tries(PLACEMENTS, "c17", "fr")
    refused = [r for r in rows if not r["fits"]]
    assert len(refused) == 3 and all(r["ruling"] == "colours-match" for r in refused)
    assert refused[0]["reason"] == "jaune ne correspond pas à l’extrémité rouge"


def test_placements_swap_changes_a_card_for_one_with_other_squares() -> None:
    view = start(CONFIGS["placements"])
    assert shown(view["html"]) == 0
    after = act(view, {"act": "swap", "index": 1})                 # c31, the second card
    hand = after["state"]["scenario"]["hands"]["Ana"]
    assert hand[0] == "c17" and hand[1] not in ("c31", "c32")   # c32 has c31's squares
    new = from_json(after["state"]["scenario"]).cards[hand[1]]
    assert sorted(new.squares) != ["multi", "red"]
    assert shown(after["html"]) == 2                           # its verdicts, at once
    words = card_words(new.squares, new.gold, "en")
    assert frames(after["html"])[2][0].endswith(f"to lay {words}.")


def test_a_card_with_two_squares_of_one_colour_is_one_way_per_end_not_two() -> None:
    """Turned round, a blue–blue card covers an end the same way: two ways in all, each
    told once, in every language (issue 21)."""
    scenario = copy.deepcopy(PLACEMENTS)
    state = from_json(scenario)
    listed = {sq["card"] for sq in scenario["trail"]} | set(scenario["deck"]) \
        | {c for h in [*scenario["hands"].values(), *scenario["treasures"].values()] for c in h}
    same = next(c for c in state.cards.values() if c.squares[0] == c.squares[1]
                and c.id not in listed)
    scenario["hands"][scenario["turn"]][0] = same.id   # the card it replaces leaves play
    rows = placements.tries(scenario, same.id, "fr")
    assert len(rows) == 2 and [r["end"] for r in rows] == ["left", "right"]
    for lang in LANGS:
        caption = frames(placements_render(scenario, lang))[1][0]
        assert card_words(same.squares, same.gold, lang) in caption and same.id not in caption


def placements_render(scenario: dict[str, Any], lang: str) -> str:
    return api.render(GAME, {**CONFIGS["placements"], "scenario": scenario}, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_lay_grid_offers_a_card_of_one_colour_once_per_end(lang: str) -> None:
    """Ben's red–red card: one button under each end, where a two-colour card has two; its
    row is headed by the card drawn and said in words, not by its id."""
    state = from_json(LAY)
    html = start(CONFIGS["lay"], lang)["html"]
    for card in state.hands[state.turn]:
        spec = state.cards[card]
        each_end = len(set(spec.squares))
        for end in ("left", "right"):
            assert html.count(f'data-arg-card="{card}" data-arg-target="{end}"') == each_end
        row = html.split(f'data-arg-card="{card}"')[0].rsplit("<tr>", 1)[1]
        assert text(row).startswith(card_words(spec.squares, spec.gold, lang))
        assert card not in text(row)


def test_placements_refuses_a_card_the_hand_does_not_have() -> None:
    answer = act(start(CONFIGS["placements"]), {"act": "swap", "index": 2}, "fr")
    assert answer["refused"]["ruling"] == "draw-back"
    assert answer["refused"]["code"] == "widget-hand-place"
    assert "Ana" in answer["refused"]["message"] and "2" in answer["refused"]["message"]


def test_the_swap_button_keeps_its_identity_across_the_edit() -> None:
    """The page finds the pressed button again by its data-* arguments (the focus stays)."""
    view = start(CONFIGS["placements"])
    after = act(view, {"act": "swap", "index": 0})
    for html in (view["html"], after["html"]):
        assert 'data-act="swap" data-arg-index="0"' in html


# -- lay ---------------------------------------------------------------------------------------

def test_lay_shows_the_covered_square_and_the_new_end() -> None:
    view = start(CONFIGS["lay"])
    laid = frames(view["html"])[1][1]
    assert 'data-card="c25" data-mark="true"' in laid
    assert text(laid).startswith(text(frames(view["html"])[0][1])[:20])
    # the new left end is c25's other square: the first visible square is c25's
    assert laid.index('data-card="c25"') < laid.index('data-card="c9"')
    assert 'data-act="play" data-arg-card="c25" data-arg-target="left" data-arg-n="0" aria-pressed="true"' \
        in view["html"]


def test_lay_replays_another_play_with_the_engine() -> None:
    after = act(start(CONFIGS["lay"]), {"act": "play", "card": "c19", "target": "right", "n": 1})
    scenario = copy.deepcopy(LAY)
    scenario["actions"] = [{"player": "Ben", "do": "play", "card": "c19", "end": "right",
                            "cover": 1}]
    assert [c for c, _ in frames(after["html"])][1:] == engine_sentences(scenario, "en")
    assert shown(after["html"]) == len(frames(after["html"])) - 1


@pytest.mark.parametrize("lang", LANGS)
def test_lay_refuses_a_square_that_does_not_match(lang: str) -> None:
    answer = act(start(CONFIGS["lay"], lang), {"act": "play", "card": "c25", "target": "right",
                                                "n": 0}, lang)
    assert answer["refused"]["ruling"] == "colours-match"
    assert answer["refused"]["code"] == "lay-no-match" and answer["refused"]["link"]
    # review 35, B1: "square 0 of c19 is yellow, it cannot cover...": what to do first, the
    # card and the square in the reader's words, no card id, one colon at most
    said = answer["refused"]["message"]
    assert said == capitalised(lay.no_match("red", "blue", "right").reason(lang))
    assert said.startswith(("Choose a card with a blue", "Choisissez une carte avec une case bleue",
                            "請選一張有藍色", "请选一张有蓝色")), said
    assert "c25" not in said and said.count(":") + said.count("：") <= 1, said


@pytest.mark.parametrize("lang", LANGS)
def test_lay_marks_a_square_that_does_not_match_before_a_press(lang: str) -> None:
    """The grid's buttons the colours refuse are ``aria-disabled``, described by the same
    sentence (the page shows it at a press, without asking the engine)."""
    html = start(CONFIGS["lay"], lang)["html"]
    data = from_json(LAY)
    ends = dict(zip(("left", "right"), data.ends()))
    buttons = re.findall(r'<button[^>]*class="lr-btn gh-lay"[^>]*>', html)
    assert buttons
    for tag in buttons:
        card = re.search(r'data-arg-card="([^"]+)"', tag).group(1)   # type: ignore[union-attr]
        end = re.search(r'data-arg-target="([^"]+)"', tag).group(1)  # type: ignore[union-attr]
        cover = int(re.search(r'data-arg-n="(\d)"', tag).group(1))  # type: ignore[union-attr]
        refused = not fits(data.cards[card].squares[cover], ends[end])
        assert ('aria-disabled="true"' in tag) == refused, tag
        if refused:
            ident = re.search(r'aria-describedby="([^"]+)"', tag).group(1)  # type: ignore[union-attr]
            reason = lay.no_match(data.cards[card].squares[cover], ends[end], end).reason(lang)
            assert f'id="{ident}" hidden>{escape(capitalised(reason))}<' in html


# -- ambush ------------------------------------------------------------------------------------

def test_ambush_with_three_players_passes_the_turn_on() -> None:
    view = start(CONFIGS["ambush"])
    captions = [c for c, _ in frames(view["html"])]
    assert "ambushed" in captions[-1]
    last = frames(view["html"])[-1][1]
    ben = last.split('data-player="Ben"', 1)[1].split("</li>", 1)[0]
    assert "ambushed: out of the round" in text(ben)
    cleo = last.split('data-player="Chen"', 1)[1]
    assert "to play" in text(cleo.split("Hand", 1)[0])


def test_ambush_with_two_players_ends_the_round_at_once() -> None:
    after = act(start(CONFIGS["ambush"]), {"act": "players", "n": 2})
    scenario = with_players(AMBUSH, 2)
    assert [c for c, _ in frames(after["html"])][1:] == engine_sentences(scenario, "en")
    assert any("Only Ana is left" in c for c, _ in frames(after["html"]))
    assert "Ana wins the match" in text(after["html"].split('class="lr-outcome"', 1)[1])


def test_ambush_a_card_that_fits_saves_the_player() -> None:
    after = act(start(CONFIGS["ambush"]), {"act": "swap", "index": 0})     # c29
    hand = after["state"]["base"]["hands"]["Ben"]
    state = from_json(with_players(after["state"]["base"], 3))
    fits_now = any(fits(sq, end) for c in hand for sq in state.cards[c].squares
                   for end in ("red", "yellow", "multi"))
    ambushed = any("ambushed" in c for c, _ in frames(after["html"]))
    assert ambushed != fits_now


def test_ambush_refuses_a_table_the_example_does_not_seat() -> None:
    answer = act(start(CONFIGS["ambush"]), {"act": "players", "n": 4})
    assert answer["refused"]["code"] == "widget-seats"
    assert answer["refused"]["ruling"] == "cycles-by-seats"


# -- cycle -------------------------------------------------------------------------------------

def _trail_cards(diagram: str) -> list[str]:
    box = diagram.split('<ol class="gh-trail">', 1)[1].split("</ol>", 1)[0]
    return [part.split('"', 1)[0] for part in box.split('class="gh-tcard" data-card="')[1:]]


def test_cycle_collapses_the_trail_to_the_card_just_laid() -> None:
    view = start(CONFIGS["cycle"])
    last = frames(view["html"])[-1][1]
    assert _trail_cards(frames(view["html"])[0][1]) == ["c1", "c17"]
    assert _trail_cards(last) == ["c24"]
    assert "Goblin counter: set out (deck cycle 1)" in text(last)
    assert "Deck: 3 cards" in text(last)


@pytest.mark.parametrize(("n", "done", "expected"), [
    (2, 0, "no deck cycle is owed: the round ends"),
    (3, 0, "the goblin counter is set out"),
    (4, 0, "the goblin counter is set out"),
    (4, 1, "the goblin counter is turned over"),
])
def test_cycle_follows_the_number_of_players(n: int, done: int, expected: str) -> None:
    view = act(start(CONFIGS["cycle"]), {"act": "players", "n": n})
    if done:
        view = act(view, {"act": "done", "n": done})
    captions = [c for c, _ in frames(view["html"])]
    assert any(expected in c for c in captions)
    assert captions[1:] == engine_sentences(with_players(CYCLE, n, done), "en")
    assert ('data-act="done"' in view["html"]) == (n == 4)


def test_cycle_refuses_a_cycle_already_played_that_is_not_owed() -> None:
    answer = act(start(CONFIGS["cycle"]), {"act": "done", "n": 1})
    assert answer["refused"]["code"] == "widget-no-cycle"
    assert answer["refused"]["ruling"] == "cycles-by-seats"


# -- scoring -----------------------------------------------------------------------------------

def test_scoring_ties_then_replays() -> None:
    view = start(CONFIGS["scoring"])
    assert "nobody wins, and the round will be dealt again" in frames(view["html"])[-1][0]
    assert 'class="lr-outcome"' in view["html"]


def test_scoring_gold_edit_changes_the_winner() -> None:
    after = act(start(CONFIGS["scoring"]), {"act": "gold", "card": "c35"})   # 0 -> 1 gold
    assert after["state"]["scenario"]["cards"]["c35"]["gold"] == 1
    assert "Chen has the most gold (6 gold) and wins the round." in \
        [c for c, _ in frames(after["html"])]
    for _ in range(3):                                                      # 1 -> 2 -> 3 -> 0
        after = act(after, {"act": "gold", "card": "c35"})
    assert after["state"]["scenario"]["cards"]["c35"]["gold"] == 0


def test_scoring_a_second_treasure_breaks_the_tie_on_cards() -> None:
    after = act(start(CONFIGS["scoring"]), {"act": "treasure", "player": "Ana", "delta": 1})
    treasures = after["state"]["scenario"]["treasures"]["Ana"]
    assert len(treasures) == 2
    state = from_json(after["state"]["scenario"])
    assert state.cards[treasures[1]].gold == 0     # the least gold: the tie on gold stays
    assert any("holds the most cards" in c and "Ana" in c for c, _ in frames(after["html"]))
    back = act(after, {"act": "treasure", "player": "Ana", "delta": -1})
    assert back["state"]["scenario"]["treasures"]["Ana"] == SCORING["treasures"]["Ana"]


def test_scoring_refuses_to_take_the_dealt_treasure() -> None:
    answer = act(start(CONFIGS["scoring"]), {"act": "treasure", "player": "Ana", "delta": -1},
                 "zh")
    assert answer["refused"]["ruling"] == "setup-deal"
    assert answer["refused"]["code"] == "widget-one-treasure"


@pytest.mark.parametrize("kind", CONFIGS)
def test_unknown_edit_is_refused(kind: str) -> None:
    answer = act(start(CONFIGS[kind]), {"act": "nonsense"})
    assert answer["refused"]["code"] == "unknown-edit"


def test_kinds_export_the_widget_contract() -> None:
    for module in (placements, lay, ambush, cycle, scoring):
        for name in ("initial", "edit", "view", "static_html"):
            assert callable(getattr(module, name)), (module.__name__, name)


def test_an_edit_keeps_the_state_the_page_holds() -> None:
    view = start(CONFIGS["scoring"])
    before: Any = copy.deepcopy(view["state"])
    act(view, {"act": "gold", "card": "c10"})
    assert view["state"] == before


@pytest.mark.parametrize("kind", ["ambush", "cycle"])
@pytest.mark.parametrize("n", ["1", "5", "99"])
def test_a_count_of_players_the_example_cannot_seat_is_refused_with_the_ruling(
        kind: str, n: str) -> None:
    """The seats buttons send 2 to 4; a tampered count is read (bounded), then refused by the
    rules with the ruling that says why (cycles-by-seats), not as a bare number out of range."""
    view = api.start(GAME, CONFIGS[kind], "fr")
    refused = api.act(GAME, view["state"], {"act": "players", "n": n}, "fr")["refused"]
    assert refused["ruling"] == "cycles-by-seats", refused
