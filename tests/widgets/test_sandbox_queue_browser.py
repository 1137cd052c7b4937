"""One engine request at a time in the sandbox (widgets/static/sandbox.js's ``exclusive``): a
deliberate command given while another request is under way waits for it, never dropped.

Seen in CI (issue 19): an import clicked just as the bot seated after the reader began its
move did nothing, and the panel stayed open. The same rule covers a bot's turn that comes due
during a simulation: dropped, that bot never moved again (paused meanwhile, it waits for the
reader to resume them). Here both are made certain, not timed: the simulation's answer waits
at a gate the test opens, and the bots' timer is taken from the page and fired by the test
while the simulation waits."""

from __future__ import annotations

import json
from typing import Callable

import pytest
from playwright.sync_api import Locator, Page

from tests.browserkit import PAGE_RUNTIME, ServedSite, wait_ready
from tests.langkit import SLUGS
from tests.widgets.sandbox_menu import in_menu
from tests.widgets.test_sandbox import SANDBOXED
from tests.widgets.test_sandbox_phone_browser import idle
from tests.widgets.test_sandbox_steady_browser import READY

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]
Opener = Callable[..., Page]
GAME = SANDBOXED[0]
LANG = "en"
SLOW_MS = 1500
"""The bots' "slow" pace (sandbox_bots.js's BOT_DELAYS): the timers the test takes over."""

GATE = """async () => {
  const rt = await %s;
  const real = rt.call;
  let open;
  const gate = new Promise((resolve) => { open = resolve; });
  window.__lrGate = { open: () => { rt.call = real; open(); } };
  rt.call = (fn, args) => fn.endsWith(".simulate") ? gate.then(() => real(fn, args))
    : real(fn, args);
}""" % PAGE_RUNTIME
"""The next simulations wait at a gate until ``__lrGate.open()``, which also puts the page's
one runtime back as it was (it outlives the page: the browser tests keep pages)."""

TAKE_BOT_TIMERS = """ms => {
  const real = window.setTimeout;
  window.__lrDue = [];
  window.__lrTimersBack = () => { window.setTimeout = real; };
  window.setTimeout = (fn, delay, ...rest) => delay === ms
    ? (window.__lrDue.push(() => fn(...rest)), 0) : real(fn, delay, ...rest);
}"""
"""Timers of ``ms`` (the bots' pace) are kept for the test to fire (``__lrDue``) until
``__lrTimersBack()``."""

PUT_BACK = """() => {
  window.__lrTimersBack?.();
  (window.__lrDue ?? []).splice(0).forEach((due) => setTimeout(due, 0));
  window.__lrGate?.open();
}"""
"""The kept page as it was, whatever failed: its own timers (those taken, now due), its
runtime's simulations."""


def _open(open_page: Opener, site: ServedSite) -> tuple[Page, Locator]:
    page = open_page(f"{site.subpath_url}{SLUGS[LANG]}/{GAME}/sandbox/")
    root = page.locator(f"[data-widget='{GAME}/sandbox']").first
    wait_ready(root)
    page.wait_for_function(READY, arg=root.element_handle(), timeout=60_000)
    return page, root


def _moves(root: Locator) -> int:
    return root.locator(".sbx-log-list > li").count()


def _exported(root: Locator) -> str:
    in_menu(root, "[data-panel-button=export]").click()
    area = root.locator("[data-panel=export] [data-scenario-json]")
    root.page.wait_for_function("a => a.value.length > 0", arg=area.element_handle())
    text = area.input_value()
    root.locator("[data-panel=export] [data-panel-close]").click()
    return text


def _simulation_waiting(page: Page, root: Locator) -> None:
    """A simulation asked for, its answer held at the gate: the sandbox is busy."""
    page.evaluate(GATE)
    in_menu(root, "[data-panel-button=simulate]").click()
    root.locator("[data-sim-games]").fill("3")
    root.locator("[data-sim-run]").click()
    page.wait_for_function("r => r.hasAttribute('aria-busy')", arg=root.element_handle())


def test_a_command_given_while_the_engine_works_waits_for_it(
        served_site: ServedSite, open_page: Opener) -> None:
    page, root = _open(open_page, served_site)
    start = json.loads(_exported(root))
    try:
        _bot_due_during_a_simulation(page, root)
        _import_during_a_simulation(page, root, start)
    finally:
        page.evaluate(PUT_BACK)
    assert json.loads(_exported(root)) == start
    page.watch.check()


def _bot_due_during_a_simulation(page: Page, root: Locator) -> None:
    """The reader moves; the bot's turn comes due while a simulation is under way: it moves
    after the simulation, unless the bots were paused meanwhile."""
    in_menu(root, "[data-bot-delay]").select_option("slow")
    root.locator("[data-more]").click()   # the menu folded again
    page.evaluate(TAKE_BOT_TIMERS, SLOW_MS)
    details = root.locator("details[data-actions]")
    if not details.evaluate("d => d.open"):
        details.locator("summary").click()
    root.locator("[data-actions] button[data-action]:not([disabled])").first.click()
    page.wait_for_function("() => window.__lrDue.length > 0", timeout=60_000)
    played = _moves(root)
    _simulation_waiting(page, root)
    fire = "() => window.__lrDue.splice(0).forEach((due) => due())"
    page.evaluate(fire)
    assert _moves(root) == played
    # paused meanwhile, the bot that waited does not move once the simulation is done
    pause = in_menu(root, "[data-bots=pause]")
    pause.click()
    page.evaluate("() => window.__lrGate.open()")
    idle(root)
    assert _moves(root) == played and pause.get_attribute("aria-pressed") == "true"
    # resumed, it moves when its turn comes due again
    pause.click()
    root.locator("[data-more]").click()   # the menu folded again
    page.wait_for_function("() => window.__lrDue.length > 0")
    page.evaluate(fire)
    page.wait_for_function("([r, n]) => r.querySelectorAll('.sbx-log-list > li').length > n",
                           arg=[root.element_handle(), played], timeout=30_000)
    # the bots' own pace again, for the bots after it
    page.evaluate(PUT_BACK)
    in_menu(root, "[data-bot-delay]").select_option("none")
    root.locator("[data-more]").click()
    page.wait_for_function(READY, arg=root.element_handle(), timeout=30_000)


def _import_during_a_simulation(page: Page, root: Locator, scenario: object) -> None:
    """An import clicked while a simulation is under way is carried out after it."""
    _simulation_waiting(page, root)
    in_menu(root, "[data-panel-button=import]").click()
    panel = root.locator("[data-panel=import]")
    panel.locator("[data-scenario-json]").fill(json.dumps(scenario))
    panel.locator("[data-import]").click()
    page.evaluate("() => window.__lrGate.open()")
    panel.wait_for(state="hidden", timeout=30_000)
    page.wait_for_function(READY, arg=root.element_handle(), timeout=30_000)

