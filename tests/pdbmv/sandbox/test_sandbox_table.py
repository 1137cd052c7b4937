"""The sandbox made for the table, Python side: seat names per language, "You", short action
labels for the hand bar, and what changed since the human's last turn (marked and told)."""

from __future__ import annotations

import re
from collections import Counter
from html import unescape

import pytest

from engine.i18n import SHARED, catalogue
from engine.pdbmv import parse_action, to_json
from livewidgets.markup import escape
from livewidgets.pdbmv import sandbox
from livewidgets.pdbmv.sandbox import KIT
from livewidgets.pdbmv.sandbox_render import action_words
from livewidgets.pdbmv.strings import SEAT_NAMES, short_name, text
from tests.langkit import LANGS

FAVOR = ["axe", "feather", "scroll", "crown", "sword", "relic"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_new_game_names_its_seats_in_the_page_language(lang: str) -> None:
    session = sandbox.start({"players": 5, "seed": 1}, lang)["session"]
    players = list(KIT.replay(session).state.players)
    assert players == list(SEAT_NAMES[lang])
    assert len(set(players)) == 5 and not any(re.fullmatch(r"P\d", p) for p in players)
    page = sandbox.view(session, lang)
    assert page["setup"]["names"] == players  # the setup form's next names, never "P3"
    # One human at the screen: their seat is "You"; the bots keep their kind.
    bracketed = catalogue(SHARED, lang).bracketed
    assert bracketed(text(lang, "you")) in page["html"]
    assert page["html"].count(bracketed(text(lang, "greedy"))) == 4


def test_two_humans_are_never_called_you() -> None:
    session = sandbox.start({"players": 2, "seed": 1, "seats": ["human", "human"]})["session"]
    html = sandbox.view(session, "en")["html"]
    assert "(You)" not in html and html.count("(Human)") == 3  # two seats and the status


@pytest.mark.parametrize("seed", [1, 4])
def test_every_action_goes_to_a_target_the_board_draws(seed: int) -> None:
    """The shared hand bar lights the target of an action by its key: each bribe or buy's
    ``target`` is the ``data-target-key`` of exactly one button of the live board (the Favor
    token it bribes, the stall it buys); a draw goes to none."""
    session = sandbox.start({"players": 3, "seed": seed})["session"]
    page = sandbox.view(session, "en")
    keys = Counter(re.findall(r'<button [^>]*data-target-key="([^"]+)"', page["html"]))
    assert set(keys) == {f"bribe:{t}" for t in FAVOR} | {f"buy:{n}" for n in range(4)}
    assert set(keys.values()) == {1}
    for action in page["actions"]:
        assert action.get("target") == {"bribe": f"bribe:{action.get('treasure')}",
                                         "buy": f"buy:{action.get('stall')}"}.get(action["kind"])


def test_every_legal_action_has_a_short_label_naming_its_count_and_stall() -> None:
    session = sandbox.start({"players": 3, "seed": 4})["session"]
    actions = sandbox.view(session, "en")["actions"]
    assert actions
    for action in actions:
        parsed = parse_action(action["text"])
        short = action["short"]
        assert len(short) <= len(action["label"])
        if action["kind"] == "bribe":
            assert short.endswith(f"×{len(action['cards'])}")
            # the face name of the hand's card ("Axe"), not the long one: two fit a phone's row
            assert short == text("en", "short_bribe", treasure=short_name("en", parsed.treasure),
                                 n=len(action["cards"]))
        elif action["kind"] == "buy" and parsed.stall:
            # what differs from the other buttons first: the stall, then the curse's face name
            assert short == text("en", "short_buy", stall=parsed.stall,
                                 treasure=short_name("en", parsed.curse or ""))
            assert short.index(str(parsed.stall)) < short.index(short_name("en", parsed.curse))
        elif action["kind"] == "buy":
            assert short == text("en", "short_buy_free")


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_bots_moves_since_the_human_played_are_marked_and_told(seed: int) -> None:
    session = sandbox.start({"players": 3, "seed": seed}, "en")["session"]
    assert sandbox.view(session, "en")["since"] == ""  # nothing happened yet
    first = sandbox.view(session, "en")["actions"][seed]["text"]
    session = sandbox.act(session, first, "en")["session"]
    assert sandbox.view(session, "en")["since"] == ""  # the bots have not moved
    session = sandbox.bot_move(session, until_human=True)["session"]
    page = sandbox.view(session, "en")
    assert page["seat"] == "human" and len(session["log"]) == 3
    since = page["since"]
    assert since.startswith("Since your last turn: Ben ") and "; Chen " in since
    # The marks are exactly what differs between the position after Ana's move and now.
    before, after = (to_json(KIT.replay(session, upto=1).state),
                     to_json(KIT.replay(session).state))
    moved = {t: f"moved from space {before['favor'].index(t) + 1}"
             for i, t in enumerate(after["favor"]) if before["favor"].index(t) != i}
    marks = dict(re.findall(r'data-treasure="(\w+)"[^>]*data-changed="true" '
                            r'data-changed-text="([^"]+)"', page["html"]))
    assert marks == moved
    assert ("the track moved: " in since) == bool(moved)
    stalls = {int(k) for k in set(before["market"]) | set(after["market"])
              if before["market"].get(k) != after["market"].get(k)}
    marked = {int(n) for n in re.findall(r'data-stall="(\d)" data-changed="true"', page["html"])}
    assert marked == stalls
    changed = {p for p in after["players"]
               if before.get("bribes", {}).get(p) != after.get("bribes", {}).get(p)
               or len(before["hands"].get(p, [])) != len(after["hands"].get(p, []))}
    players = {after["players"][int(n)] for n in
               re.findall(r'data-player="(\d)"[^>]*data-changed="true"', page["html"])}
    assert players == changed and {"Ben", "Chen"} <= players
    assert page["html"].count('class="sbx-changed-badge"') == len(changed)
    # the sign of those marks is said once, under the players (★ says "scores at once")
    legend = escape(text("en", "changed_legend"))
    assert page["html"].count(legend) == 1 and "★" not in legend
    fresh = sandbox.start({"players": 3, "seed": seed}, "en")["session"]
    assert legend not in sandbox.view(fresh, "en")["html"]   # nothing marked, no legend


def test_the_line_never_names_a_card_drawn_in_secret() -> None:
    scenario = {"players": ["Ana", "Ben"], "favor": FAVOR, "deck": ["sword"] * 6,
                "hands": {"Ana": ["axe"], "Ben": []}, "turn": "Ana"}
    session = sandbox.start({"scenario": scenario, "seats": ["human", "greedy"]}, "en")["session"]
    session = sandbox.act(session, "draw", "en")["session"]
    session = sandbox.bot_move(session)["session"]
    assert session["log"][-1] == "draw"  # Ben had nothing else to do
    page = sandbox.view(session, "en")
    assert page["since"] == "Since your last turn: Ben drew a card."
    assert "Sword" not in page["since"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_line_speaks_the_page_language(lang: str) -> None:
    session = sandbox.start({"players": 3, "seed": 4}, lang)["session"]
    first = sandbox.view(session, lang)["actions"][0]["text"]
    session = sandbox.act(session, first, lang)["session"]
    session = sandbox.bot_move(session, until_human=True)["session"]
    since = sandbox.view(session, lang)["since"]
    bots = SEAT_NAMES[lang][1:3]
    assert all(name in since for name in bots)
    assert text(lang, "since_turn", moves="").rstrip(".。") in since
    movers = Counter(KIT.replay(session).movers)
    assert movers[bots[0]] == movers[bots[1]] == 1


def last_move_lines(html: str) -> list[tuple[str, bool]]:
    """The lines under the turn line: (words, marked new)."""
    block = re.search(r'data-status>[^<]*</p><ul class="sbx-last-moves"[^>]*>(.*?)</ul>', html)
    assert block, "no last moves right under the turn line"
    return [(unescape(words), new == " data-new")
            for new, words in re.findall(r"<li( data-new)?>(.*?)</li>", block.group(1))]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_each_bots_last_move_is_one_line_under_the_turn_line(lang: str) -> None:
    """Issue 22: the bots' answer was told under the board, below the hand bar on a phone.
    Under the turn line, one line per other player names their last move in the words of the
    hand bar's buttons, marked while it is news (until the reader acts), kept after."""
    session = sandbox.start({"players": 3, "seed": 2}, lang)["session"]
    bots = SEAT_NAMES[lang][1:3]
    assert last_move_lines(sandbox.view(session, lang)["html"]) == [
        (text(lang, "not_played", player=b), False) for b in bots]
    first = sandbox.view(session, lang)["actions"][0]["text"]
    session = sandbox.act(session, first, lang)["session"]
    session = sandbox.bot_move(session, until_human=True)["session"]
    answers = [text(lang, "last_move", player=b,
                    move=action_words(parse_action(session["log"][i + 1]), lang, "short"))
               for i, b in enumerate(bots)]
    assert last_move_lines(sandbox.view(session, lang)["html"]) == [(a, True) for a in answers]
    again = sandbox.view(session, lang)["actions"][0]["text"]
    session = sandbox.act(session, again, lang)["session"]
    assert last_move_lines(sandbox.view(session, lang)["html"]) == [(a, False) for a in answers]


@pytest.mark.parametrize("lang", LANGS)
def test_a_players_seat_is_bracketed_the_way_the_language_writes_it(lang: str) -> None:
    """"Ana (You)" set in ASCII brackets glued in code read "Ana (你)" in Chinese, beside the
    turn line's "Ana（你）": the seat goes through the language's brackets."""
    session = sandbox.start({"players": 2, "seed": 3})["session"]
    html = sandbox.view(session, lang)["html"]
    seats = re.findall(r'<span class="sbx-seat">([^<]*)</span>', html)
    assert len(seats) == 2
    bracketed = catalogue(SHARED, lang).bracketed
    for seat in seats:
        inner = seat[1:-1]
        assert seat == escape(bracketed(unescape(inner))), seat
