"""The worker's door into Python: JSON in, JSON out, only whitelisted public functions."""

from __future__ import annotations

import json

from livewidgets.dispatch import call


def answer(fn: str, args: object) -> dict[str, object]:
    return dict(json.loads(call(fn, json.dumps(args))))


def test_a_whitelisted_function_answers_ok() -> None:
    out = answer("api.render", {"config": {"widget": "assumptions"}, "lang": "fr"})
    assert "Ce que le moteur suppose" in str(out["ok"])


def test_python_errors_come_back_as_their_text() -> None:
    out = answer("api.render", {"config": {"widget": "nope"}, "lang": "en"})
    assert out == {"error": "widget: unknown kind 'nope' (expected one of refill, favor, "
                            "scoring, risk, sandbox, assumptions)"}


def test_only_public_functions_of_whitelisted_modules() -> None:
    for fn in ("fence.check_page", "os.system", "api._module", "api", "api.json.dumps"):
        assert "is not callable from the browser" in str(answer(fn, {})["error"]), fn
    assert answer("api.nothing", {}) == {"error": "livewidgets.api has no function 'nothing'"}
