"""The rulings, their tests and their texts stay in step.

Every ruling of :class:`engine.goblinhood.Ruling` has exactly one test ``test_<id>`` in
test_rulings_turn.py or test_rulings_round.py, whose one-line docstring quotes the ruling's
text (the attribute docstring in engine/goblinhood/rulings.py), and those modules hold no test
that names no ruling.
"""

from __future__ import annotations

import inspect
from pathlib import Path

from engine.goblinhood import Ruling
from engine.goblinhood import rulings as rulings_module
from tests import playkit
from tests.goblinhood import test_rulings_round, test_rulings_turn


def ruling_texts() -> dict[str, str]:
    """Each ruling id with its text (the attribute docstring in rulings.py), on one line."""
    return playkit.ruling_texts(Path(str(rulings_module.__file__)), Ruling)


def test_every_ruling_has_one_test_quoting_it() -> None:
    tests = {}
    for module in (test_rulings_turn, test_rulings_round):
        for name, function in inspect.getmembers(module, inspect.isfunction):
            if name.startswith("test_") and function.__module__ == module.__name__:
                assert name not in tests, f"{name} is defined twice"
                tests[name] = function
    expected = {playkit.ruling_test_name(r): r for r in Ruling}
    assert sorted(set(expected) - set(tests)) == [], "rulings without a test"
    assert sorted(set(tests) - set(expected)) == [], "tests naming no known ruling"
    texts = ruling_texts()
    assert set(texts) == {r.value for r in Ruling}, "every ruling needs a docstring text"
    for name, ruling in expected.items():
        doc = " ".join((tests[name].__doc__ or "").split())
        assert doc == texts[ruling.value], f"{name} must quote ruling {ruling.value}"
