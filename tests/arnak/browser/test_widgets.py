"""The Arnak balance widget in chromium, on the built site, in every language.

One page load per language, on a phone-sized screen (375 px): the worked example (the page's
Artifact card) shows the engine's numbers before Python, goes live, a click on an example and
on a palette token (and the same kind of edit from the keyboard) changes the answer shown to
the engine's own, every control is a 44 px target, nothing scrolls sideways, axe-core finds
nothing serious or critical, and nothing leaves the origin.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.langkit import sampled

from engine import registry
from tests.browserkit import (LANG_FOLDERS, ServedSite, assert_clean, assert_targets, goes_live,
                              open_widget)

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]


def net(costs: dict[str, int], gains: dict[str, int]) -> str:
    """The net the engine finds for a move, as the verdict's data-net carries it."""
    return str(registry.entry("arnak").run({"calc": "value", "costs": costs,
                                            "gains": gains})["net"])


def example(name: str) -> dict[str, Any]:
    return registry.entry("arnak").run({"calc": "example", "example": name})


def shown(root: Any) -> str:
    return str(root.locator(".arnak-verdict").first.get_attribute("data-net"))


def wait_for_net(root: Any, value: str) -> None:
    root.locator(f".lr-live .arnak-verdict[data-net='{value}']").wait_for(state="attached",
                                                                          timeout=30_000)


@pytest.mark.parametrize("lang", sampled(LANG_FOLDERS))
def test_the_balance_goes_live_and_follows_the_tokens(lang: str, served_site: ServedSite,
                                                      open_page: Any) -> None:
    page, root = open_widget(open_page, served_site, lang, "arnak/worth", "arnak/balance")
    artifact = example("artifact-card")
    problems = goes_live(root, shown, str(artifact["net"]))
    assert root.locator('.arnak-page[data-agrees="differs"]').count() == 1

    assert_targets(page, root.locator(".lr-live button"))

    site = example("level-2-site")
    root.locator('[data-act="preset"][data-arg-value="level-2-site"]').click()
    wait_for_net(root, str(site["net"]))
    root.locator('[data-act="token"][data-arg-target="gains"][data-arg-kind="gem"]'
                 '[data-arg-delta="1"]').click()
    with_gem = {**site["inputs"]["gains"], "gem": 1}
    wait_for_net(root, net(site["inputs"]["costs"], with_gem))
    assert root.locator(".arnak-page").count() == 0  # the reader's own move now

    root.locator('[data-act="token"][data-arg-target="costs"][data-arg-kind="archaeologist"]'
                 '[data-arg-delta="-1"]').focus()
    page.keyboard.press("Enter")
    wait_for_net(root, net({"travel": 2}, with_gem))
    assert root.locator('[data-arg-kind="archaeologist"][data-arg-delta="-1"]').count() == 0

    assert_clean(page, problems)
