"""A new game's form is whole on a phone (issue 22), in every game with a sandbox (the
registry's).

On a 375 px touch phone the reader taps "New game" and scrolls through its form: no field
and not the Start button lies under the game's bar stuck to the bottom of the screen (its
hand), even brought to the very bottom of the screen, where that bar sits. Start then begins
the new game, and the bar is back for playing. The form's own Start row, stuck to the
screen's bottom too, covers no field brought into view either, every field is a 44 px
target (a checkbox through its label) and none runs past the form's edge.
"""

from __future__ import annotations

import pytest

from engine import registry
from tests.browserkit import ServedSite
from tests.widgets.test_sandbox_phone_browser import Opener, idle, open_sandbox, press

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

UNCOVERED = """control => {
  control.scrollIntoView({block: 'end', behavior: 'instant'});
  const box = control.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2,
                                        Math.min(box.bottom, innerHeight) - 2);
  const label = control.closest('label');
  return Boolean(hit && (hit === control || control.contains(hit)
                         || (label !== null && hit.closest('label') === label)));
}"""
"""The control at the bottom of the screen: is it what a tap there reaches?"""

SMALL_TARGETS = """form => [...form.querySelectorAll('input, select, button, summary')]
  .filter(c => c.getClientRects().length && c.type !== 'hidden')
  .map(c => [c.outerHTML.slice(0, 60),
             (c.type === 'checkbox' || c.type === 'radio' ? c.closest('label') ?? c : c)
               .getBoundingClientRect()])
  .filter(([, b]) => b.width < 43.5 || b.height < 43.5)
  .map(([what, b]) => `${what}: ${Math.round(b.width)} x ${Math.round(b.height)}`)"""
"""The form's controls a thumb would miss: under 44 x 44 px (a checkbox's target is its
label; review 35 measured 40 px wide selects and 24 px checkboxes)."""

PAST_THE_FORM = """form => { const edge = form.getBoundingClientRect().right;
  return [...form.querySelectorAll('input, select, button, label')]
    .filter(c => c.getClientRects().length && c.getBoundingClientRect().right > edge + 0.5)
    .map(c => c.outerHTML.slice(0, 60)); }"""
"""The form's controls that run past its right edge (review 38: a game's choice of where a
marker comes from, 449 px wide on a 375 px phone, its words cut)."""


@pytest.mark.parametrize("game", registry.game_ids())
def test_a_new_game_s_form_is_whole_above_the_hand_bar(served_site: ServedSite,
                                                         open_page: Opener, game: str) -> None:
    page, root = open_sandbox(open_page, served_site, game, "en", "phone")
    dock = root.locator("[data-dock]")
    had_bar = dock.count() == 1 and dock.is_visible()
    press(root.locator("[data-panel-button=setup]"), "phone")
    form = root.locator("[data-setup]")
    form.wait_for(state="visible")
    controls = form.locator("input, select, button")
    assert controls.count() >= 3
    covered = [controls.nth(i).evaluate("c => c.outerHTML.slice(0, 80)")
               for i in range(controls.count())   # the deal number is folded: not in sight
               if controls.nth(i).is_visible() and not controls.nth(i).evaluate(UNCOVERED)]
    assert covered == [], f"{game}: under the hand bar: {covered}"
    assert form.evaluate(SMALL_TARGETS) == [], f"{game}: targets under 44 px"
    assert form.evaluate(PAST_THE_FORM) == [], f"{game}: wider than the form"
    start = form.locator("button[type=submit]")
    press(start, "phone")
    idle(root)
    form.wait_for(state="hidden")
    if had_bar:
        page.wait_for_function("r => !r.hasAttribute('aria-busy')", arg=root.element_handle())
        assert dock.is_visible(), f"{game}: the hand bar did not come back"
    page.watch.check()
