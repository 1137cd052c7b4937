"""The one sandbox (:mod:`livewidgets.sandbox`): every game's sandbox module answers the same
calls through it, and offers the page nothing else by that door."""

from __future__ import annotations

import importlib
import json

import pytest

from engine import registry
from livewidgets import dispatch
from livewidgets.api import widget_specs
from livewidgets.sandbox import CALLS, Sandbox
from tests.langkit import LANGS, WRITTEN

SANDBOXED = [game for game, spec in widget_specs().items()
             if game in registry.game_ids() and "sandbox" in spec.browser_modules]


def test_the_games_with_a_sandbox_are_found() -> None:
    assert len(SANDBOXED) >= 3


@pytest.mark.parametrize("game", SANDBOXED)
def test_every_call_is_the_shared_sandbox_s(game: str) -> None:
    module = importlib.import_module(f"livewidgets.{game}.sandbox")
    sandbox = module.SANDBOX
    assert isinstance(sandbox, Sandbox) and sandbox.spec is registry.get(game)
    for name in CALLS:
        assert name not in vars(module), f"{game}: {name} written again in the module"
        call = getattr(module, name)
        assert call.__self__ is sandbox and call.__func__ is getattr(type(sandbox), name)
    with pytest.raises(AttributeError):
        module.no_such_call  # noqa: B018


@pytest.mark.parametrize("game", SANDBOXED)
def test_the_page_reaches_the_calls_through_dispatch(game: str) -> None:
    started = dispatch.call(f"{game}.sandbox.start", '{"config": {"players": 2, "seed": 4}}')
    session = json.loads(started)["ok"]["session"]
    assert session["seats"][0] == "human" and session["log"] == []
    assert "has no function" in dispatch.call(f"{game}.sandbox.SANDBOX", "{}")
    assert "not callable" in dispatch.call(f"{game}.sandbox._said", "{}")


@pytest.mark.parametrize("game", SANDBOXED)
def test_a_bot_move_is_the_same_from_the_same_session(game: str) -> None:
    module = importlib.import_module(f"livewidgets.{game}.sandbox")
    session = module.start({"players": 2, "seed": 9, "seats": ["random", "greedy"]})["session"]
    once = module.bot_move(session, until_human=True)["session"]
    again = module.bot_move(session, until_human=True)["session"]
    assert once["log"] and once == again
    assert module.view(once)["over"]  # no human: the bots play to the end


def _sandbox(game: str) -> Sandbox:
    sandbox: Sandbox = importlib.import_module(f"livewidgets.{game}.sandbox").SANDBOX
    return sandbox


def _pack(data: object) -> str:
    import base64
    import zlib
    raw = json.dumps(data).encode()
    return "sandbox=" + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


@pytest.mark.parametrize("game", SANDBOXED)
@pytest.mark.parametrize("seed", [10 ** 39, 2 ** 53 + 1])
def test_a_link_with_a_seed_a_page_would_round_is_refused_in_its_language(
        game: str, seed: int) -> None:
    """Issue 23: seed 10^39 killed the sandbox; 2^53 + 1 with a log failed in English."""
    sandbox = _sandbox(game)
    good = sandbox.start({"players": 2, "seed": 4, "seats": ["human", "human"]})["session"]
    state = sandbox.kit.replay(good).state
    link = _pack({**good, "start": {**good["start"], "seed": seed},
                  "log": [str(state.legal_actions()[0])]})
    for lang in ("fr", "zh"):
        error = sandbox.restore(link, lang)["error"]
        assert error["where"] == "start.seed" and error["code"] == "number-unsafe"
        assert "2⁵³" in error["message"]
        assert error["message"] != sandbox.restore(link, "en")["error"]["message"]


@pytest.mark.parametrize("game", SANDBOXED)
def test_the_setup_form_s_seed_beyond_a_page_s_integers_is_refused(game: str) -> None:
    """The form sends a seed it cannot read exactly as the text typed: one sentence in the
    page's language naming the seed, never a silently rounded one."""
    sandbox = _sandbox(game)
    for typed in ("9007199254740993", "-9007199254740993", "1" * 41):
        error = sandbox.start({"players": 2, "seed": typed}, "fr")["error"]
        assert error["where"] == "seed", (typed, error)
        assert "\n" not in error["message"] and "1" * 41 not in error["message"]
    assert sandbox.start({"players": 2, "seed": "12"}, "fr")["session"]["start"]["seed"] == 12
    assert sandbox.start({"players": 2, "seed": "x"}, "fr")["error"]["where"] == "seed"


@pytest.mark.parametrize("game", SANDBOXED)
@pytest.mark.parametrize("option", ["seed", "players"])
def test_an_option_named_like_a_setup_field_is_refused_naming_it(game: str,
                                                                 option: str) -> None:
    """Issue 23: link options named ``seed`` or ``players`` raised TypeError."""
    sandbox = _sandbox(game)
    good = sandbox.start({"players": 2, "seed": 4})["session"]
    link = _pack({**good, "start": {**good["start"], "options": {option: 3}}})
    error = sandbox.restore(link, "fr")["error"]
    assert error["where"] == f"start.options.{option}", error
    assert error["code"] == "unknown-option" and "TypeError" not in error["message"]
    assert sandbox.start({"players": 2, "options": {option: 3}}, "fr"
                         )["error"]["where"] == f"options.{option}"


def _limited(game: str, most: int) -> Sandbox:
    """The game's sandbox with a limit of ``most`` actions (a real game ends far later)."""
    import copy
    from dataclasses import replace

    sandbox = copy.copy(_sandbox(game))
    spec = replace(sandbox.spec, limits=replace(sandbox.spec.limits, max_actions=most))
    sandbox.kit = replace(sandbox.kit, spec=spec)
    sandbox.spec = spec
    return sandbox


@pytest.mark.parametrize("game", SANDBOXED)
def test_bots_stop_at_the_action_limit_and_the_link_still_restores(game: str) -> None:
    """Issue 23: a bots-only game reached 4,033 actions, then its own link was refused."""
    sandbox = _limited(game, 6)
    bots = [sandbox.spec.bots[0]] * 2
    session = sandbox.start({"players": 2, "seed": 5, "seats": bots})["session"]
    for _ in range(10):
        session = sandbox.bot_move(session)["session"]
    assert len(session["log"]) == 6
    moved = sandbox.bot_move(session, until_human=True)
    assert moved["session"] == session
    for lang in WRITTEN:
        page = sandbox.view(session, lang)
        assert not page["over"] and "6" in page["limit"]
    assert page["limit"] != sandbox.view(session, "en")["limit"]
    assert sandbox.restore(sandbox.share(session), "fr")["session"] == session
    humans = sandbox.start({"players": 2, "seed": 5, "seats": ["human"] * 2})["session"]
    humans = {**humans, "log": session["log"]}
    state = sandbox.kit.replay(humans).state
    refused = sandbox.act(humans, str(state.legal_actions()[0]), "fr")["error"]
    assert refused["message"] == sandbox.view(humans, "fr")["limit"]
    undone = sandbox.undo(humans)["session"]  # undo is the way out: a move may be played again
    assert sandbox.view(undone, "fr")["limit"] is None and sandbox.view(undone)["actions"]
    state = sandbox.kit.replay(undone).state
    again = sandbox.act(undone, str(state.legal_actions()[-1]), "fr")["session"]
    assert len(again["log"]) == 6 and again["redo"] == []
    assert _sandbox(game).view(session, "en")["limit"] is None


def _ui(static: str) -> dict[str, object]:
    import html
    import re
    found = re.search(r'data-sandbox-ui="([^"]*)"', static)
    assert found is not None
    strings: dict[str, object] = json.loads(html.unescape(found.group(1)))
    return strings


@pytest.mark.parametrize("game", SANDBOXED)
def test_the_page_has_the_words_for_a_failure_in_its_language(game: str) -> None:
    """Issue 23: when a call fails the page shows one sentence of its language and a way out
    (a new game), never the worker's raw text: the words ride in the static page."""
    sandbox = _sandbox(game)
    said = {lang: _ui(sandbox.static_html({"widget": "sandbox"}, lang))
            for lang in LANGS}
    for key in ("engine_failed", "start_over"):
        assert len({str(said[lang][key]) for lang in WRITTEN}) == len(WRITTEN), key
        for lang in said:
            assert "Error" not in str(said[lang][key]) and "\n" not in str(said[lang][key])
    assert said["fr"]["undo"] == sandbox.browser_strings("fr")["undo"]  # the game's own stay


@pytest.mark.parametrize("game", SANDBOXED)
@pytest.mark.parametrize(("games", "seed", "where"), [
    ("abc", None, "games"), ("9" * 5000, None, "games"), (1.5, None, "games"),
    (0, None, "games"), (10 ** 6, None, "games"),
    (3, 2 ** 60, "seed"), (3, "x", "seed"), (3, "1" * 41, "seed"),
])
def test_simulate_reads_its_numbers_with_the_bounded_parser(game: str, games: object,
                                                            seed: object, where: str) -> None:
    """Issue 23: Simulate read its count and seed with a bare ``int()``: a crafted call got
    Python's own text (or thousands of digits parsed). Now one sentence in the page's language
    names the field, and a count the panel never offers (none, a million) is refused before
    any game is played."""
    module = importlib.import_module(f"livewidgets.{game}.sandbox")
    session = module.start({"players": 2, "seed": 9, "seats": ["human", "random"]})["session"]
    error = module.simulate(session, games=games, seed=seed, lang="fr")["error"]
    assert error["where"] == where, error
    assert "int()" not in error["message"] and "invalid literal" not in error["message"]
    assert error["message"].startswith(where), error["message"]
    assert "doit" in error["message"] or "entier" in error["message"], error["message"]


@pytest.mark.parametrize("game", SANDBOXED)
@pytest.mark.parametrize("key", ["\x1b]0;PWNED\x07", "\u202e", "a\nb", "\u2066x"])
def test_an_unknown_key_is_named_escaped_in_link_and_import_refusals(game: str, key: str) -> None:
    """Issue 23: a link's or a pasted scenario's unknown key reached the message and its field
    raw (a terminal escape, a bidi override): both now carry it as its escape."""
    import re
    sandbox = _sandbox(game)
    good = sandbox.start({"players": 2, "seed": 4, "seats": ["human", "human"]})["session"]
    scenario = json.loads(sandbox.export(good))
    answers = [sandbox.restore(_pack({**good, key: 1}), "fr"),
               sandbox.import_scenario(json.dumps({**scenario, key: 1}), "fr")]
    for answer in answers:
        error = answer["error"]
        shown = error["message"] + str(error.get("where"))
        assert not re.search(r"[\x00-\x1f\x7f\u202a-\u202e\u2066-\u2069]", shown), shown


@pytest.mark.parametrize("game", SANDBOXED)
@pytest.mark.parametrize("bot", ["zzz", 5, None])
def test_simulate_with_a_bot_no_game_has_never_raises(game: str, bot: object) -> None:
    """Issue 23's hostile rerun: an unknown bot name raised Python's ValueError (in English).
    A sandbox refuses it in the page's language."""
    module = importlib.import_module(f"livewidgets.{game}.sandbox")
    session = module.start({"players": 2, "seed": 9, "seats": ["human", "random"]})["session"]
    message = module.simulate(session, games=1, bot=bot, seed=1, lang="fr")["error"]["message"]
    assert "Error" not in message and "unknown" not in message, message
    assert "\u00a0:" in message or "\u202f:" in message, message  # French typography


def _sandbox_page(game: str, lang: str) -> str:
    """The page of ``game`` in ``lang`` that holds its sandbox (a fence whose widget is it)."""
    from pathlib import Path

    import yaml

    from sitebuild.fence import fences
    folder = Path(__file__).resolve().parents[2] / "docs" / lang / game
    for page in sorted(folder.glob("*.md")):
        markdown = page.read_text(encoding="utf-8")
        if any((yaml.safe_load(source) or {}).get("widget") == "sandbox"
               for _, _, source in fences(markdown, (game,))):
            return markdown
    raise AssertionError(f"{game}: no sandbox page in {lang}")


@pytest.mark.parametrize("lang", WRITTEN)
@pytest.mark.parametrize("game", SANDBOXED)
def test_the_sandbox_page_tells_what_the_more_menu_holds(game: str, lang: str) -> None:
    """Issue 21: the "What you can do" list names the menu that holds redo, export, import,
    share, simulate, every hand shown and the bots' pace, by the label its button shows."""
    page = _sandbox_page(game, lang)
    section = page[page.index("{ #features }"):]
    section = section[:section.find("\n#")] if "\n#" in section else section
    label = importlib.import_module(f"livewidgets.{game}.sandbox").SANDBOX.text(lang, "more")
    assert f"**{label}**" in section, (game, lang, label)


@pytest.mark.parametrize("lang", WRITTEN)
@pytest.mark.parametrize("game", SANDBOXED)
def test_each_setup_field_is_an_option_of_the_engine_worded_by_the_game(game: str,
                                                                         lang: str) -> None:
    """The form draws a game's fields from data (``setup.fields``): each names an option the
    engine knows (its value shown: ``setup.options``), and the page has the words of its
    label and of each of its values; the form, sent back as shown, starts a game."""
    sandbox = _sandbox(game)
    session = sandbox.start({"players": 2, "seed": 3}, lang)["session"]
    setup = sandbox.view(session, lang)["setup"]
    words = sandbox.browser_strings(lang)
    for field in setup["fields"]:
        assert field["name"] in setup["options"], field
        assert field["label"] in words, field
        for value in field.get("values", []) if "words" in field else []:
            assert field["words"].replace("{value}", str(value)) in words, (field, value)
    options = {field["name"]: setup["options"][field["name"]] for field in setup["fields"]}
    assert "session" in sandbox.start({"players": 2, "seed": 3, "options": options}, lang)
