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

from engine import registry
from tests.browserkit import ServedSite, run_axe, wait_ready

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

LANGS = {"en": "en", "fr": "fr", "zh": "zh", "zh-Hans": "zh-hans"}
"""Language code -> URL folder of its build."""
PHONE = {"width": 375, "height": 812}


def net(costs: dict[str, int], gains: dict[str, int]) -> str:
    """The net the engine finds for a move, as the verdict's data-net carries it."""
    return str(registry.entry("arnak").run({"calc": "value", "costs": costs,
                                            "gains": gains})["net"])


def example(name: str) -> dict[str, Any]:
    return registry.entry("arnak").run({"calc": "example", "example": name})


def shown(root: Any) -> str:
    return str(root.locator(".arnak-verdict").first.get_attribute("data-net"))


def wait_for_net(root: Any, value: str) -> None:
    root.page.wait_for_function(
        "([root, v]) => root.querySelector(`.lr-live .arnak-verdict[data-net='${v}']`)",
        arg=[root.element_handle(), value], timeout=30_000)


@pytest.mark.parametrize("lang", LANGS)
def test_the_balance_goes_live_and_follows_the_tokens(lang: str, served_site: ServedSite,
                                                      open_page: Any) -> None:
    page = open_page(f"{served_site.subpath_url}{LANGS[lang]}/arnak/worth/", viewport=PHONE)
    root = page.locator('.lr-widget[data-widget="arnak/balance"]').first
    artifact = example("artifact-card")
    assert shown(root) == str(artifact["net"])  # the worked example, before Python
    wait_ready(root)
    assert root.locator(".lr-live").count() == 1 and shown(root) == str(artifact["net"])
    assert root.locator('.arnak-page[data-agrees="differs"]').count() == 1
    problems = [f"live widget: {v}" for v in run_axe(page)]

    controls = root.locator(".lr-live button")
    for i in range(controls.count()):
        box = controls.nth(i).bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, (i, box)
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")

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

    problems += [f"after edits: {v}" for v in run_axe(page, ".lr-widget")]
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")
    problems += page.watch.errors + [f"left the origin: {u}" for u in page.watch.foreign]
    assert not problems, "\n".join(problems)
