"""Every phone test opens its page with the one set of phone options, ``PHONE_SCREEN`` in
tests/browserkit.py (issue 19): a worker keeps one live page per language and set of context
options (tests/livepages.py), and each page is a Python start in the browser, so a test that
spelt its own phone (another device scale, say) would cost a start per language again."""

from __future__ import annotations

import re
from pathlib import Path

from tests.browserkit import PHONE_SCREEN

TESTS = Path(__file__).resolve().parents[1]
OWN_PHONE = re.compile(r"\b(is_mobile|has_touch|device_scale_factor)\b")
"""A context option that makes a phone (the size alone does not: it is not kept by)."""


def test_the_phone_options_are_a_touch_phone() -> None:
    assert PHONE_SCREEN.get("has_touch") and PHONE_SCREEN.get("is_mobile")
    assert PHONE_SCREEN["viewport"]["width"] <= 375


def test_no_test_spells_its_own_phone() -> None:
    own = [f"{path.relative_to(TESTS)}:{number}"
           for path in sorted(TESTS.rglob("*.py"))
           if path not in (TESTS / "browserkit.py", Path(__file__).resolve())
           for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
           if OWN_PHONE.search(line)]
    assert not own, f"phone options outside tests/browserkit.py's PHONE_SCREEN: {own}"
