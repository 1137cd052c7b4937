"""``RulesError``: one error type with a code, its parameters, where it is and its ruling.

The mechanics are tested on a message of the shared domain with a stand-in catalogue (so they
do not depend on any game's translations), then on the refusals of every registered game. A
game's own card names in a refusal are tested in that game's folder.
"""

from __future__ import annotations

import copy
import pickle
import unicodedata
from pathlib import Path
from typing import Any

import pytest

import engine.errors as errors
from engine import registry
from engine.errors import Message, RulesError, marker
from engine.i18n import LANGS, SHARED

PICKY = Message(SHARED, "test-too-many", "{player} holds {held} {card!r}, not {wanted}")
"""A message declared as every raise site declares one (shared domain)."""

STANDIN = {
    "fr": {("test-too-many", PICKY.template): "{player} a {held} × {card}, pas {wanted}",
           ("line-where", "{path}: {reason}"): "{path} : {reason}",
           ("line-action", "{act}: {reason}"): "{act} : {reason}",
           ("line-ruling", "{reason} [ruling {id}]"): "{reason} [décision {id}]"},
    "zh": {("test-too-many", PICKY.template): "{player} 有 {held} 張{card}，不是 {wanted} 張",
           ("line-where", "{path}: {reason}"): "{path}：{reason}",
           ("line-ruling", "{reason} [ruling {id}]"): "{reason}（裁定 {id}）"},
}
STANDIN["zh-Hans"] = {key: text.replace("張", "张") for key, text in STANDIN["zh"].items()}


class StandIn:
    """A catalogue with a few entries: pgettext as gettext does it (the msgid when absent)."""

    def __init__(self, lang: str) -> None:
        self.entries = STANDIN.get(lang, {})

    def pgettext(self, context: str, msgid: str) -> str:
        return self.entries.get((context, msgid), msgid)


@pytest.fixture
def standin(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(errors, "catalogue", lambda domain, lang: StandIn(lang))


def refusal(**changes: Any) -> RulesError:
    fields: dict[str, Any] = {"where": "actions[3]", "ruling": "cards-in-hand", "player": "Ana",
                              "held": 0, "card": "axe", "wanted": 2}
    fields.update(changes)
    return RulesError(PICKY, **fields)


def test_it_carries_code_template_params_where_ruling_and_domain() -> None:
    err = refusal()
    assert isinstance(err, ValueError)
    assert (err.code, err.template, err.domain) == ("test-too-many", PICKY.template, SHARED)
    assert err.params == {"player": "Ana", "held": 0, "card": "axe", "wanted": 2}
    assert (err.where, err.ruling, err.action) == ("actions[3]", "cards-in-hand", None)


def test_str_is_the_command_line_english_with_values_as_given() -> None:
    assert str(refusal()) == "actions[3]: Ana holds 0 'axe', not 2 [ruling cards-in-hand]"
    assert str(refusal(where=None, ruling=None)) == "Ana holds 0 'axe', not 2"
    assert str(refusal(where="players", ruling=None)) == "players: Ana holds 0 'axe', not 2"
    assert str(refusal(action="bribe axe with axe axe")) == (
        "actions[3]: bribe axe with axe axe: Ana holds 0 'axe', not 2 [ruling cards-in-hand]")
    assert refusal().args == (str(refusal()),)


def test_a_code_is_kebab_case() -> None:
    for bad in ("TooMany", "too_many", "-too", "too--many", "too many", ""):
        with pytest.raises(ValueError, match="kebab-case"):
            Message(SHARED, bad, "text")


def test_a_marker_names_the_messages_declared_beside_its_module(tmp_path: Path) -> None:
    """``M_("code")`` reads the ``messages.toml`` of the module's folder; a code it lacks
    fails loudly, and so does a file declaring a code that is not kebab-case."""
    module = tmp_path / "game" / "rules.py"
    module.parent.mkdir()
    (module.parent / errors.MESSAGES_FILE).write_text(
        '# Translators: a note\ntake-3 = "take {count}"\n', encoding="utf-8")
    M_ = marker("nim", str(module))
    assert M_("take-3") == Message("nim", "take-3", "take {count}")
    with pytest.raises(LookupError, match="take-4"):
        M_("take-4")
    bad = tmp_path / "bad" / "rules.py"
    bad.parent.mkdir()
    (bad.parent / errors.MESSAGES_FILE).write_text('Take_3 = "x"\n', encoding="utf-8")
    with pytest.raises(ValueError, match="Take_3"):
        marker("nim", str(bad))


def test_at_relocates_a_copy_of_the_same_type() -> None:
    class Special(RulesError):
        pass

    err = Special(PICKY, ruling="cards-in-hand", player="Ana", held=0, card="axe", wanted=2)
    moved = err.at("log[2]", action="bribe axe with axe axe")
    assert type(moved) is Special and moved is not err
    assert (moved.where, moved.action, moved.ruling, moved.params) == (
        "log[2]", "bribe axe with axe axe", "cards-in-hand", err.params)
    assert err.where is None and err.action is None          # the original is untouched
    assert str(moved) == ("log[2]: bribe axe with axe axe: Ana holds 0 'axe', not 2 "
                          "[ruling cards-in-hand]")
    assert moved.at("actions[0]").action == "bribe axe with axe axe"   # kept unless given


@pytest.mark.parametrize("where, expected", [
    (None, "scenario"), ("scenario", "scenario"), ("deck[3]", "scenario.deck[3]"),
    ("hands.Ana[2]", "scenario.hands.Ana[2]"), ("[0]", "scenario[0]")])
def test_under_puts_the_path_under_a_prefix(where: str | None, expected: str) -> None:
    assert refusal(where=where).under("scenario").where == expected


def test_recast_keeps_everything_but_the_type() -> None:
    class EditRefusal(RulesError):
        pass

    err = refusal(action="draw")
    other = err.recast(EditRefusal)
    assert type(other) is EditRefusal and str(other) == str(err)
    assert (other.code, other.params, other.where, other.ruling, other.action) == (
        err.code, err.params, err.where, err.ruling, err.action)
    assert err.recast(EditRefusal, where="x").where == "x"


def test_it_survives_copy_and_pickle() -> None:
    err = refusal(action="draw")
    for twin in (copy.copy(err), copy.deepcopy(err), pickle.loads(pickle.dumps(err))):
        assert type(twin) is RulesError and str(twin) == str(err)
        assert (twin.code, twin.params, twin.where, twin.ruling) == (
            err.code, err.params, err.where, err.ruling)


def test_text_and_reason_in_every_language(standin: None) -> None:
    err = refusal()
    expected = {
        "en": ("Ana holds 0 'axe', not 2", "actions[3]: Ana holds 0 'axe', not 2"),
        "fr": ("Ana a 0 × axe, pas 2", "actions[3] : Ana a 0 × axe, pas 2"),
        "zh": ("Ana 有 0 張axe，不是 2 張", "actions[3]：Ana 有 0 張axe，不是 2 張"),
        "zh-Hans": ("Ana 有 0 张axe，不是 2 张", "actions[3]：Ana 有 0 张axe，不是 2 张"),
    }
    assert set(expected) == set(LANGS)
    for lang, (reason, text) in expected.items():
        assert (err.reason(lang), err.text(lang)) == (reason, text), lang
    assert err.detail("fr") == "Ana a 0 × axe, pas 2"
    # the command line stays English and keeps the ruling's id
    assert str(err) == "actions[3]: Ana holds 0 'axe', not 2 [ruling cards-in-hand]"
    assert err.to_json("zh")["reason"] == expected["zh"][0]
    assert err.to_json("zh")["ruling"] == "cards-in-hand"


def test_a_missing_translation_falls_back_to_the_english_template(standin: None) -> None:
    err = RulesError(Message(SHARED, "test-untranslated", "nothing like {this}"), this="that")
    assert [err.reason(lang) for lang in LANGS] == ["nothing like that"] * len(LANGS)


@pytest.mark.parametrize("spec", registry.games(), ids=registry.game_ids())
def test_a_game_describes_its_values_in_the_reader_language(spec: registry.GameSpec) -> None:
    """A real refusal of a registered game: the command line shows the values as given; a
    reader reads them as the game's ``describe`` puts them (a card id as the card's name)."""
    if spec.describe is None:
        pytest.skip(f"{spec.id} shows its refusals' values as they are")
    state = spec.new_game(list(("Ana", "Ben", "Chen", "Dana", "Emil")
                               [:spec.limits.players[0]]), 1)
    refused = [a for a in _foreign_actions(spec) if a not in state.legal_actions()]
    with pytest.raises(RulesError) as caught:
        state.apply(refused[0])
    err = caught.value
    assert err.domain == spec.id and err.ruling is not None
    for lang in LANGS:
        described = err.described(lang)
        for slot, value in err.params.items():
            words = spec.describe(slot, value, lang)
            assert described[slot] == (value if words is None else words)
        assert err.reason(lang) == err.message.translated(lang).format(**described)
        # a reader sees words of the page's language, never the ruling's English id (the
        # page links the ruling by its title); the command line keeps the id
        assert str(err.ruling) not in err.text(lang) + err.detail(lang), lang
    assert str(err).endswith(f"{err.ruling}]")


def _foreign_actions(spec: registry.GameSpec) -> list[Any]:
    """Actions legal somewhere in a game played by its own random moves, to refuse elsewhere."""
    import random
    rng = random.Random(3)
    state = spec.new_game(spec.limits.players[0], 2)
    seen = []
    while not state.is_over and len(seen) < 200:
        legal = state.legal_actions()
        seen += legal
        state.apply(rng.choice(legal))
    return seen


# -- hostile text in a refusal (issue 23) ---------------------------------------------------

HOSTILE = ["\x1b]0;PWNED\x07", "a\u202eevil", "line\nbreak", "nul\x00", "del\x7f\x9b[2J",
           "lone\ud800", "sep\u2028sep", "\u2066isolate\u2069", "mark\u200f"]
"""Texts a terminal or a page would act on: an escape sequence (retitles a terminal), a bidi
override (reverses what follows), line breaks, NUL, C1 controls, a lone surrogate (cannot be
encoded: a crash when printed)."""


BIDI = set("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def shown(text: str) -> bool:
    """``text`` holds nothing a terminal or the bidi algorithm would act on: no control
    character, line or paragraph separator, lone surrogate or bidi control."""
    return not any(unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") or c in BIDI
                   for c in text)


@pytest.mark.parametrize("hostile", HOSTILE)
def test_printable_escapes_controls_bidi_and_surrogates(hostile: str) -> None:
    out = errors.printable(hostile)
    assert shown(out) and out != hostile and out.isprintable()


def test_printable_keeps_every_ordinary_text() -> None:
    for text in ["Ana", "actions[3]", "hands.Ana[2]", "Éloïse « 3 »", "張三", "\u202f:",
                 "Zoë\u2019s", "العربية", "emoji 👩\u200d👩"]:
        assert errors.printable(text) == text


@pytest.mark.parametrize("hostile", HOSTILE)
def test_a_refusal_echoes_no_control_text_in_path_action_or_values(hostile: str) -> None:
    plain = Message(SHARED, "test-plain", "{player} holds {card!r}")
    err = RulesError(plain, where=f"hands.{hostile}", action=f"play {hostile}",
                     ruling="r", player=hostile, card=hostile)
    for line in [str(err), err.text("en"), err.text("fr"), err.reason("zh"), err.detail("en"),
                 *(v for v in err.to_json("en").values() if isinstance(v, str))]:
        assert shown(line), repr(line)
    # The data stays as given: a program reading the fields sees the input itself.
    assert err.where == f"hands.{hostile}" and err.params["player"] == hostile


def test_a_refusal_shows_an_escape_sequence_as_its_escaped_text() -> None:
    err = RulesError(Message(SHARED, "test-key", "is not an input"), where="\x1b]0;PWNED\x07")
    assert str(err) == "\\x1b]0;PWNED\\x07: is not an input"
