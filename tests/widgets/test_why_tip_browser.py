"""Where the reason of a control that cannot apply shows (widgets/static/why.js, review 38).

On hover and keyboard focus such a control shows its reason in a tip. Put under the control,
the tip covered the next row of an editor (the row the reader was about to change) and, at the
window's edge, the end of the control's own line. The tip now goes where it hides the least of
the widget's words and controls: beside the control, above or under it. Measured here on an
editor drawn as every game's editors are (rows of words with a - and a + each, in a widget of
the page's column), on a laptop and a 375 px phone: the tip says the reason, stays inside the
window, hides nothing on a laptop (there is room beside the control) and, on a phone, less than
under the control.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browserkit import ServedSite
from tests.widgets.test_examples_on_screens import EXAMPLE_PAGES, SCREENS, _url

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

REASON = "No card of this kind is left to take."

EDITOR = """async () => {
  // an editor in the page's column, drawn as Python draws one, with why.js's reasons on it
  const rows = [1, 2, 3, 4, 5].map((n) => `<tr><th>Row ${n} of the cards counted</th><td>
    <button type="button" class="lr-btn" data-act="less">-</button> ${n}
    <button type="button" class="lr-btn" data-act="more" ${n === 3 ? 'id="unable" '
      + 'aria-disabled="true" aria-describedby="why-3"' : ""}>+</button>${n === 3
      ? '<span class="lr-why" id="why-3" hidden>REASON</span>' : ""}</td></tr>`).join("");
  const widget = document.createElement("div");
  widget.className = "lr-widget";
  widget.innerHTML = `<div class="lr-body"><div class="lr-live"><div class="lr-controls">
    <table class="lr-table"><tbody>${rows}</tbody></table></div></div></div>`;
  document.querySelector("article").prepend(widget);
  const script = document.querySelector('script[src*="widgets/static/widgets.js"]');
  const { showReasons } = await import(new URL("why.js", script.src).href);
  showReasons(widget.querySelector(".lr-body"));
  widget.scrollIntoView({ block: "center" });
}""".replace("REASON", REASON)

HIDDEN = """() => {
  // how much of the editor's words and other buttons the tip hides, and would hide under
  // the control (where it was)
  const control = document.getElementById("unable");
  const tip = document.querySelector(".lr-tip").getBoundingClientRect();
  const at = control.getBoundingClientRect();
  const under = new DOMRect(tip.x, at.bottom + 4, tip.width, tip.height);
  const seen = [...control.closest(".lr-widget").querySelectorAll("th, button")]
    .filter((element) => element !== control).map((element) => element.getBoundingClientRect());
  const hides = (r) => seen.reduce((sum, s) => sum
    + Math.max(0, Math.min(r.right, s.right) - Math.max(r.left, s.left))
    * Math.max(0, Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top)), 0);
  return { hides: hides(tip), under: hides(under), box: tip.toJSON() };
}"""


@pytest.mark.parametrize("screen", SCREENS)
def test_the_reason_of_an_unable_control_hides_the_least(
        screen: str, served_site: ServedSite, open_page: Any) -> None:
    """Hovered (laptop) and reached from the keyboard, the unable + of an editor's middle row
    shows its reason where it hides the least: nothing on a laptop, less than under it on a
    phone; always inside the window."""
    # a live page will do (tests/livepages.py): the editor is put in the page's article, which
    # the next test's navigation replaces, tip and all; a fresh page cost a Python start
    page = open_page(_url(served_site, "en", EXAMPLE_PAGES[0]), **SCREENS[screen])
    page.evaluate(EDITOR)
    tip = page.locator(".lr-tip")
    control = page.locator("#unable")
    ways = ["hover", "focus"] if screen == "laptop" else ["focus"]
    for way in ways:
        if way == "hover":
            control.hover(force=True)
        else:
            page.mouse.move(0, 0)
            control.focus()
            page.keyboard.press("Shift+Tab")
            page.keyboard.press("Tab")   # the focus on it from the keyboard
        tip.wait_for()
        assert tip.inner_text() == REASON
        measure = page.evaluate(HIDDEN)
        print(screen, way, measure)
        box, width = measure["box"], SCREENS[screen]["viewport"]["width"]
        assert 0 <= box["x"] and box["x"] + box["width"] <= width, box
        if screen == "laptop":
            assert measure["hides"] == 0, measure
        else:
            assert measure["hides"] < measure["under"], measure
    page.watch.check()
