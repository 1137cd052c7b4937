"""Helpers of every game's widget tests in Python (what the build writes for a fence): a
config the build refuses names its field."""

from __future__ import annotations

from typing import Any

import pytest

from livewidgets import api
from livewidgets.controls import ConfigError


def config_refusal(game: str, config: dict[str, Any], field: str) -> ConfigError:
    """The build of ``game``'s widget fence ``config`` fails with a :class:`ConfigError` that
    names ``field`` (the page's author sees where the fence is wrong)."""
    with pytest.raises(ConfigError) as caught:
        api.render(game, config, "en")
    assert caught.value.where == field
    return caught.value
