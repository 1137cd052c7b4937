"""The shared config check of calculator widgets, on every registered calculator that has one."""

from __future__ import annotations

from typing import Any

import pytest

from engine import registry
from livewidgets.api import widget_specs
from livewidgets.calcwidget import check_calc_config
from livewidgets.contract import WidgetSpec
from livewidgets.controls import ConfigError


def _calc_widgets() -> list[tuple[str, WidgetSpec]]:
    """(id, what its widget package declares) of every calculator that has widgets."""
    specs = widget_specs()
    return [(spec.id, specs[spec.id]) for spec in registry.calcs() if spec.id in specs]


CALCS = _calc_widgets()


def test_some_calculator_has_a_widget() -> None:
    assert CALCS, "no calculator widget to test the shared check on"


@pytest.mark.parametrize(("calc_id", "package"), CALCS, ids=[c for c, _ in CALCS])
def test_refusals_name_the_field(calc_id: str, package: WidgetSpec) -> None:
    kinds = package.kinds
    kind = next(iter(kinds))
    calc_name = registry.calculator(calc_id).calcs[-1]
    cases: list[tuple[Any, str, str]] = [
        (["widget"], "config", "config-not-map"),
        ({"widget": "no-such-kind"}, "widget", "unknown-kind"),
        ({"widget": kind, "no-such-key": 1}, "no-such-key", "not-a-config-key"),
    ]
    for config, where, code in cases:
        with pytest.raises(ConfigError) as caught:
            check_calc_config(calc_id, kinds, calc_name, config)
        assert (caught.value.where, caught.value.code) == (where, code)
    assert f"the {kind} widget" in caught.value.reason("en")  # the last case names the kind
    # The game's check is the shared one: the same refusal for the same config.
    with pytest.raises(ConfigError) as same:
        package.check({"widget": kind, "no-such-key": 1})
    assert same.value.code == "not-a-config-key"


@pytest.mark.parametrize(("calc_id", "package"), CALCS, ids=[c for c, _ in CALCS])
def test_the_calculator_refusal_becomes_a_config_error(calc_id: str, package: WidgetSpec) -> None:
    """A key the kind allows but the calculation does not take: the calculator's own refusal
    (its code kept), recast so that the fence can report it."""
    kind = next(iter(package.kinds))
    widened = {kind: package.kinds[kind] | {"not-an-input"}}
    calc_name = registry.calculator(calc_id).calcs[-1]
    with pytest.raises(ConfigError) as caught:
        check_calc_config(calc_id, widened, calc_name, {"widget": kind, "not-an-input": 1})
    assert caught.value.where == "not-an-input"
    assert caught.value.code == "not-a-key"


@pytest.mark.parametrize(("calc_id", "package"), CALCS, ids=[c for c, _ in CALCS])
def test_a_bare_config_is_returned_as_a_copy(calc_id: str, package: WidgetSpec) -> None:
    """A fence with the kind alone is a worked example too (the widget's own starting point)."""
    kind = next(iter(package.kinds))
    config = {"widget": kind}
    out = package.check(config)
    assert out == config and out is not config
