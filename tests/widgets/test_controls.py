"""The edit controls every kind draws: ``data-act`` and one ``data-arg-<name>`` per argument
(what ``widgets/static/live.js`` sends, whatever the names), and their arguments read back."""

from __future__ import annotations

import re

from livewidgets.controls import button, edit_attributes, stepper_cell, whole_number


def test_every_argument_is_a_data_arg_attribute_escaped() -> None:
    attrs = edit_attributes("move", index=3, any_name='a"b', other="x<y")
    assert attrs == (' data-act="move" data-arg-index="3" data-arg-any_name="a&quot;b"'
                     ' data-arg-other="x&lt;y"')


def test_buttons_carry_only_their_edit_and_arguments() -> None:
    html = button("Add one", "count", "+", kind="later", delta=1)
    data = re.findall(r' (data-[\w-]+)="([^"]*)"', html)
    assert data == [("data-act", "count"), ("data-arg-kind", "later"), ("data-arg-delta", "1")]
    steppers = stepper_cell(2, "Fewer", "More", "count", kind="now")
    assert steppers.count('data-arg-delta="-1"') == 1 and steppers.count('data-arg-delta="1"') == 1


def test_an_argument_is_read_back_as_a_whole_number_when_it_is_one() -> None:
    assert whole_number("12") == 12 and whole_number("-3") == -3 and whole_number(4) == 4
    assert whole_number("1.5") == "1.5" and whole_number(None) is None


def test_a_refusal_says_what_to_do_first_then_why() -> None:
    """Issue 22: a refused edit says the way out ("Go back a step" once the game is over,
    else "Try another change"), then the reason, in every language; never "Not applied"."""
    from engine.errors import Message, RulesError
    from engine.i18n import LANGS, SHARED
    from livewidgets.controls import EditError, refusal
    from livewidgets.strings import UI

    over = EditError(Message(SHARED, "game-over", "the game is over"))
    other = EditError(Message(SHARED, "deck-empty", "the deck is already empty"))
    assert refusal(over, "en")["message"] == "Go back a step to change this: the game is over"
    assert refusal(other, "en")["message"] == (
        "Nothing changed. Try another change: the deck is already empty")
    for lang in LANGS:
        for err, key in ((over, "edit_error_step_back"), (other, "edit_error")):
            shown = refusal(err, lang)["message"]
            assert shown.startswith(UI[lang][key].split("{")[0]), (lang, shown)
            assert "Not applied" not in shown and isinstance(err, RulesError)
        assert UI[lang]["edit_error"] != UI[lang]["edit_error_step_back"]


def test_a_control_the_engine_would_refuse_is_drawn_unable_with_the_rule() -> None:
    """Issue 19: one way for every widget to try its controls before drawing them
    (``unusable``); issue 22 (review 37, B2): a button that cannot apply says the rule as a
    sentence of its own, not the refusal of a tap ("Nothing changed. Try another change")."""
    from engine.errors import Message
    from engine.i18n import SHARED
    from livewidgets.controls import EditError, refused, unusable

    def attempt(act: dict[str, str]) -> None:
        if act.get("delta") == "1":
            raise EditError(Message(SHARED, "deck-empty", "the deck is already empty"))

    html = stepper_cell(3, "Fewer", "More", "count", kind="later")
    assert refused(attempt, {"act": "count", "delta": "-1"}) is None
    assert refused(attempt, {"act": "count", "delta": "1"}) is not None
    drawn = unusable(html, attempt, "en")
    plus, minus = drawn.split('data-arg-delta="1"')[1], drawn.split('data-arg-delta="1"')[0]
    assert "aria-disabled" not in minus and plus.count('aria-disabled="true"') == 1
    ident = re.search(r'aria-describedby="([^"]+)"', plus)
    assert ident and f'id="{ident[1]}" hidden>The deck is already empty</span>' in plus
    assert unusable(html, attempt, "en", tried=lambda act: act["delta"] == "-1") == html
    plus_only = lambda act: act["delta"] == "1"   # noqa: E731
    assert unusable(drawn, lambda act: 1 / 0, "en", plus_only) == drawn   # not tried again
