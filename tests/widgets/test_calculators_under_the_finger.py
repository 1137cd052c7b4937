"""Every calculator played on a touch phone: the control tapped stays under the finger, and a
refusal lies across the inputs (issue 22).

A reviewer tapping the calculators on a 375 px phone saw controls move 20 to 100 px on each
tap (an answer or a hand of cards above them changed height), and a refusal drawn inside a
row of columns as a column 28 px wide. Here, on each calculator's page, controls spread over
its inputs are tapped in turn, each first brought to the middle of the screen: after the
calculator has answered (redrawn, or shown why not), the same control is within
:data:`STILL_PX` of where it was in the window, and a message shown is as wide as the inputs
nearly (never a narrow cell) and leaves the widget's height as it was. A tap on the message
puts it away, as a reader would before the next tap.

One language (the layout rules are the same in all; each game's own tests read its words).
"""

from __future__ import annotations

from typing import Any

import pytest

from livewidgets.api import widget_specs
from tests.browserkit import LANG_FOLDERS, PHONE_SCREEN, ServedSite, wait_ready
from tests.widgets.test_examples_on_screens import CALC_PAGES

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

TAPS = 8
"""Controls tapped per calculator, spread over its inputs."""
STILL_PX = 2
WIDE = 0.9
"""The least share of the inputs' width a message takes."""

CONTROLS = """(root, most) => {
  const all = [...root.querySelectorAll('.lr-live .lr-inputs [data-act]')]
    .filter(e => e.checkVisibility({visibilityProperty: true})
                 && e.getAttribute('aria-disabled') !== 'true')
    .map(e => '.lr-live .lr-inputs ' + [...e.attributes]
      .filter(a => a.name === 'data-act' || a.name.startsWith('data-arg-'))
      .map(a => `[${a.name}="${CSS.escape(a.value)}"]`).join(''));
  const unique = [...new Set(all)];
  const every = Math.max(1, Math.ceil(unique.length / most));
  return unique.filter((_, i) => i % every === 0);
}"""
"""Selectors of the live inputs' controls that can apply, ``most`` of them spread evenly."""
ANSWERED = """([old, root]) => !old.isConnected
  || Boolean(root.querySelector('.lr-live .lr-message:not([hidden])'))"""
MESSAGE = """root => {
  const box = root.querySelector('.lr-live .lr-message:not([hidden])');
  const inputs = root.querySelector('.lr-live .lr-inputs').getBoundingClientRect();
  return box && {width: box.getBoundingClientRect().width, inputs: inputs.width,
                 text: box.innerText};
}"""


@pytest.mark.parametrize("path", CALC_PAGES)
def test_a_tapped_control_stays_under_the_finger(path: str, served_site: ServedSite,
                                                 open_page: Any) -> None:
    page = open_page(f"{served_site.subpath_url}{LANG_FOLDERS['en']}/{path}", **PHONE_SCREEN)
    game = path.split("/")[0]
    kinds = "".join(f'[data-widget="{game}/{kind}"],' for kind in widget_specs()[game].live)
    root = page.locator(f".lr-widget:is({kinds.rstrip(',')})").first
    wait_ready(root)
    moved, narrow = [], []
    for selector in root.evaluate(CONTROLS, TAPS):
        control = root.locator(selector).first
        if not control.count() or not control.is_visible():
            continue        # gone with an earlier tap (a card taken off, a row fewer)
        control.evaluate("e => e.scrollIntoView({block: 'center'})")
        was = control.bounding_box()["y"]
        height = root.bounding_box()["height"]
        old = control.element_handle()
        control.tap()
        page.wait_for_function(ANSWERED, arg=[old, root.element_handle()], timeout=30_000)
        now = root.locator(selector).first
        if now.count() and now.is_visible() and abs(now.bounding_box()["y"] - was) > STILL_PX:
            moved.append((selector, was, now.bounding_box()["y"]))
        said = root.evaluate(MESSAGE)
        if said:
            if (said["width"] < WIDE * said["inputs"]
                    or abs(root.bounding_box()["height"] - height) > STILL_PX):
                narrow.append((selector, said))
            root.locator(".lr-live .lr-message").tap(position={"x": 4, "y": 4})
            page.wait_for_function(
                "r => !r.querySelector('.lr-live .lr-message:not([hidden])')",
                arg=root.element_handle())
    assert moved == [], f"{path}: controls that moved under the finger"
    assert narrow == [], f"{path}: messages narrower than the inputs, or that grew the widget"
    page.watch.check()
