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
