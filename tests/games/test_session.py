"""The sandbox sessions (engine.session) with every registered game: sessions start, replay,
undo and redo, travel as share links, import and export, and every crafted input is refused
with the field named, in one sentence, in every language."""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

import pytest

from engine import registry
from engine.errors import RulesError
from engine.registry import LANGS
from engine.session import JsonSyntaxError, SandboxKit
from tests.langkit import LANGS, WRITTEN

GAMES = [spec.id for spec in registry.games()]
NAMES = ("Ana", "Ben", "Chen", "Dana", "Emil", "Faye", "Gus", "Hana")


def kit(game: str) -> SandboxKit:
    return SandboxKit(registry.get(game), names=NAMES)


def played(k: SandboxKit, count: int, seed: int = 3) -> dict[str, Any]:
    """A session of ``count`` actions (each the first legal one), every seat human."""
    low = k.limits.players[0]
    session = k.new_session({"players": low, "seed": seed, "seats": ["human"] * low})
    for _ in range(count):
        state = k.replay(session).state
        if state.is_over:
            break
        action = state.legal_actions()[0]
        state.apply(action)
        session = k.played(session, action)
    return session


def pack(data: Any) -> str:
    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    return "sandbox=" + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def refusal(call: Any, *args: Any) -> RulesError:
    with pytest.raises(RulesError) as caught:
        call(*args)
    return caught.value


@pytest.mark.parametrize("game", GAMES)
def test_share_link_round_trip(game: str) -> None:
    k = kit(game)
    session = played(k, 6)
    assert len(session["log"]) == 6
    link = k.encode_fragment(session)
    assert link.startswith("sandbox=") and link.isascii()
    back = k.decode_fragment("#" + link)
    assert back["log"] == session["log"] and back["start"] == session["start"]
    assert back["seats"] == session["seats"]
    assert k.spec.to_json(k.replay(back).state) == k.spec.to_json(k.replay(session).state)


@pytest.mark.parametrize("game", GAMES)
def test_undo_then_redo_restores_the_position(game: str) -> None:
    k = kit(game)
    session = played(k, 4)
    after = k.export(session)
    undone, moves = k.undo(session)
    assert len(moves) == 1 and moves[0][1] == session["log"][-1]  # every seat is human
    assert undone["log"] == session["log"][:-1] and undone["redo"] == session["log"][-1:]
    assert k.export(undone) != after
    redone, again = k.redo(undone)
    assert again == moves and redone["redo"] == [] and k.export(redone) == after


@pytest.mark.parametrize("game", GAMES)
def test_undo_goes_back_over_the_bots_to_the_human(game: str) -> None:
    k = kit(game)
    low = k.limits.players[0]
    bot = k.spec.bots[0]
    session = k.new_session({"players": low, "seed": 5, "seats": ["human"] + [bot] * (low - 1)})
    state = k.replay(session).state
    for _ in range(low):  # the human, then each bot, plays its first legal action
        action = state.legal_actions()[0]
        state.apply(action)
        session = k.played(session, action)
    undone, moves = k.undo(session)
    assert [m for m, _ in moves][-1] == k.replay(session).players[0]
    assert undone["log"] == []
    assert k.redo(undone)[0]["log"] == session["log"]  # and the bots play again, up to the human


@pytest.mark.parametrize("game", GAMES)
def test_import_of_an_export_is_the_same_position(game: str) -> None:
    k = kit(game)
    session = played(k, 3)
    text = k.export(session)
    seats = list(session["seats"])
    imported = k.import_scenario(text, seats)
    assert imported["seats"] == seats and imported["log"] == []
    assert k.export(imported) == text


@pytest.mark.parametrize("game", GAMES)
def test_limits_are_refused_with_the_field_named(game: str) -> None:
    k = kit(game)
    low, high = k.limits.players
    assert refusal(k.new_session, {"players": high + 1}).where == "players"
    assert refusal(k.new_session, {"players": low, "seats": ["robot"] * low}).where == "seats"
    good = played(k, 0)
    too_many = {**good, "log": [], "redo": ["x"] * (k.limits.max_actions + 1)}
    err = refusal(k.check_session, too_many)
    assert err.where == "log" and err.code == "too-many-actions"
    assert refusal(k.check_session, {**good, "start": {**good["start"], "seed": "zz"}}
                   ).where == "start.seed"
    assert refusal(k.check_session, {**good, "start": {**good["start"], "colour": 1}}
                   ).where == "start.colour"
    assert refusal(k.decode_fragment, "sandbox=" + "A" * k.link_chars).where == "fragment"
    bomb = pack(b" " * (k.limits.max_link_bytes + 1))
    assert refusal(k.decode_fragment, bomb).code == "unpacks-too-large"
    assert refusal(k.check_session, {**good, "log": ["not an action at all"]}).where == "log[0]"


CRAFTED: dict[str, Any] = {
    "not base64": "sandbox=@@@",
    "no key": "game=abc",
    "nested 100,000 deep": pack(b"[" * 100_000 + b"]" * 100_000),
    "a huge seed": pack({"v": 1, "start": {"seed": "1" * 100_000, "players": ["A", "B"]}}),
    "a list, not a session": pack([1, 2, 3]),
    "unknown version": pack({"v": 99}),
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("case", CRAFTED)
def test_a_crafted_link_is_refused_in_one_short_sentence(game: str, case: str) -> None:
    k = kit(game)
    err = refusal(k.decode_fragment, CRAFTED[case])
    assert err.where is not None
    for lang in LANGS:
        line = err.text(lang)
        assert "\n" not in line and len(line) < 200, line
        assert "1" * 41 not in line
    english, french = err.reason("en"), err.reason("fr")
    assert english != french, "the kit's refusals are translated"


def test_a_json_syntax_error_gives_line_and_column_in_every_language() -> None:
    k = kit(GAMES[0])
    with pytest.raises(JsonSyntaxError) as caught:
        k.import_scenario('{\n  "players": [,\n}')
    err = caught.value
    assert (err.line, err.column) == (2, 15)  # the comma after "["
    assert err.code == "json-value"
    assert len({err.reason(lang) for lang in WRITTEN}) == 3


@pytest.mark.parametrize("game", GAMES)
def test_a_session_with_any_name_the_game_accepts_makes_a_link(game: str) -> None:
    """Issue 23: Share failed with a UnicodeEncodeError for a name holding a lone surrogate
    (what a page's JavaScript string can hold). Whatever name the game accepts, its link is
    made and restores the same session; a name the game refuses never makes a session."""
    k = kit(game)
    low = k.limits.players[0]
    for odd in ("A\ud800", "\udfffB", "Ana \u202e"):
        names = [odd, *NAMES[1:low]]
        try:
            session = k.new_session({"players": names, "seed": 2})
        except RulesError:
            continue
        link = k.encode_fragment(session)
        assert link.isascii()
        assert k.decode_fragment(link) == session


@pytest.mark.parametrize("game", GAMES)
def test_a_link_or_form_with_a_deck_of_too_many_kinds_is_refused(game: str) -> None:
    """Issue 23: a custom deck of 1,500 cards (ids) came in by a link and made games of
    thousands of actions; the object is refused before the game reads it, at every door."""
    k = kit(game)
    deck = {f"c{i}": {"squares": ["red", "blue"], "gold": 1} for i in range(1_500)}
    good = played(k, 0)
    link = pack({**good, "start": {**good["start"], "options": {"deck": deck}}})
    err = refusal(k.decode_fragment, link)
    assert (err.where, err.code) == ("start.options.deck", "too-many-keys")
    scenario = json.loads(k.export(good))
    err = refusal(k.import_scenario, json.dumps({**scenario, "cards": deck}))
    assert (err.where, err.code) == ("cards", "too-many-keys")
