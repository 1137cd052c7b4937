"""The player aid in chromium: printed, it is exactly one portrait page of A4 and one of US
Letter, black on white, without the site's header, navigation, search, footer or widgets, and
fills at least 80% of the A4 sheet (short aids printed larger); it names its game at the top
and sets its body at a size of the ladder (issue 22, finding your way); nothing on the paper, the
drawings' labels included, is set below 7.4 pt, and the paper carries none of the links that lead
nowhere there (the "Assumption" / "Our reading" tags, the sentence saying each line links to its
rule), which the screen keeps; on a phone (375 px) it is a column of cards with no horizontal
scroll. Every aid of every registry entry, in every language (Simplified Chinese included), from
the session's one build. The PDF is read by tests/pdfkit.py (its text and type sizes).

One browser context for all the pages: printing does not depend on what was opened before. An
aid of the language the tab is on is reached as a reader reaches it, by a link of the site
(material's instant navigation: no new document, its scripts kept); a full load for each aid
cost the pass 64 s of CPU against 37 s (issue 19). One visit per aid for every check: the game's
name and the body's size were read by tests/site/test_finding_your_way.py on a second load of
the first game's aid per language.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from engine import registry
from tests import pdfkit
from tests.browserkit import navigate_instantly
from sitebuild.pages import aid, aidsize, home
from sitebuild.languages import languages

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("site")]

AIDED = [spec.id for spec in registry.entries() if aid.PAGE in spec.pages]
PAGES = [(lang.slug, game) for lang in languages() for game in AIDED]
PRINT_HIDDEN = (".md-header", ".md-sidebar", ".md-footer", ".md-search", ".lr-offline")


@pytest.fixture(scope="module")
def tab(browser: Any) -> Iterator[Any]:
    """Without the site's service worker: registered, it saved each aid's whole game for
    offline use (about 55 files, 2 MB, 48 times) while the aids were printed. The offline
    notice it would show is shown by :data:`SAVED` instead, for the paper to leave out."""
    context = browser.new_context(viewport={"width": 1200, "height": 900},
                                  service_workers="block")
    yield context.new_page()
    context.close()


SAVED = """() => {
  // the offline notice as sitebuild/static/offline.js shows it once the game is saved
  const notice = document.querySelector('.lr-offline');
  notice.dataset.state = 'ready';
  notice.textContent = notice.dataset.ready;
  notice.hidden = false;
}"""


def test_pdf_pages_are_counted() -> None:
    """The counter itself: a page tree's /Pages object is not a page."""
    assert pdfkit.pages(b"<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type/Page >>") == 2


def test_pdf_text_is_read_at_its_printed_size() -> None:
    """The reader itself, on a PDF written as chromium writes one: the font size times the
    text matrix times the page's matrices (CSS px to pt, a scaled drawing, restored by Q),
    glyphs through the font's ToUnicode map; a run per BT..ET block."""
    cmap = (b"beginbfchar <0001> <0041> <0002> <0042> endbfchar "
            b"beginbfrange <0003> <0004> <0061> endbfrange")
    content = (b"q\n.75 0 0 -.75 0 842 cm\nBT\n/F5 12 Tf\n1 0 0 -1 10 20 Tm\n<0001> Tj\n"
               b"4 0 Td [<0002> -20 <00030004>] TJ\nET\nq\n.5 0 0 .5 0 0 cm\nBT\n/F5 12 Tf\n"
               b"1 0 0 -1 0 0 Tm\n<0003> Tj\nET\nQ\nBT\n/F5 10 Tf\n<0004> Tj\nET\nQ")
    pdf = (b"1 0 obj <</Type /Page /Resources <</Font <</F5 5 0 R>> >> /Contents 3 0 R>> endobj\n"
           b"5 0 obj <</Type /Font /Subtype /Type0 /ToUnicode 6 0 R>> endobj\n"
           b"6 0 obj <</Length %d>> stream\n" % len(cmap) + cmap + b"\nendstream endobj\n"
           b"3 0 obj <</Length 7 0 R>> stream\n" + content + b"\nendstream endobj\n"
           b"7 0 obj %d endobj\n" % len(content))
    assert pdfkit.runs(pdf) == [pdfkit.Run("ABab", 9.0), pdfkit.Run("a", 4.5),
                                pdfkit.Run("b", 7.5)]


PT = 96 / 72
"""CSS pixels in a point."""
MM = 96 / 25.4
"""CSS pixels in a millimetre, as chromium prints."""
A4_PRINTABLE = ((210 - 10) * MM, (297 - 16) * MM)
"""A4's width and height less the aid's @page margins (5 mm and 8 mm, sitebuild/static/aid.css)."""
FILLED = 0.80
SMALLEST_PT = 7.4
"""The smallest type on the printed aid: a drawing's labels too (drawn for a screen, they print
as large as the drawing is wide; at 9 em high they printed at 3-6 pt; review 36 C2: 7.27 pt,
6.5 pt printed at 90%)."""
OFF_PAPER = ".lr-aid :is(.lr-assumed, .lr-reading, .lr-aid-links)"
"""What the screen shows and paper does not: links that lead nowhere on paper."""
MEASURED = """() => {
  const aid = document.querySelector('.lr-aid');
  const size = parseFloat(getComputedStyle(aid).fontSize);
  const probe = document.createElement('span');
  probe.textContent = '\u4e2d'.repeat(10);
  aid.append(probe);
  const han = probe.getBoundingClientRect().width / 10 / size;
  probe.remove();
  return {bottom: aid.getBoundingClientRect().bottom + scrollY, size, han,
          chinese: /^zh/.test(document.documentElement.lang)};
}"""


PRINTED = """() => {
  const top = document.querySelector('.lr-aid > .lr-aid-game');
  const card = document.querySelector('.lr-aid-card');
  return {name: top && top.innerText.trim(),
          above: Boolean(top && card) && top.getBoundingClientRect().top
                 < card.getBoundingClientRect().top,
          sizes: [...document.querySelectorAll('.lr-aid-card li, .lr-aid-card > p')]
                 .map(e => parseFloat(getComputedStyle(e).fontSize)),
          rules: [...document.querySelectorAll('.lr-aid a.lr-aid-rule')]
                 .filter(l => l.getClientRects().length).length};
}"""
"""What the printed aid says first and how large its body is set (print media), in one call."""


def names_its_game(tab: Any, slug: str, game: str) -> list[str]:
    """Issue 22 (finding your way): the printed aid names its game at the top, above its first
    card, in the page's language; its body prints at a size of the ladder
    (sitebuild/pages/aidsize.py: readable, a short aid larger, never past the largest); no
    "→ rule" link is printed. Read on the page printed, in print media."""
    seen = tab.evaluate(PRINTED)
    code = next(lang.code for lang in languages() if lang.slug == slug)
    problems = []
    if seen["name"] != home.name_in(dict(registry.entry(game).names), code) or not seen["above"]:
        problems.append(f"names {seen['name']!r} (above its first card: {seen['above']})")
    body = sorted(seen["sizes"])[len(seen["sizes"]) // 2] / PT
    if not aidsize.SIZES[0] - 0.5 <= body <= aidsize.SIZES[-1] + 0.5:
        problems.append(f"the printed body text is {body:.1f} pt")
    if seen["rules"]:
        problems.append(f"{seen['rules']} rule links printed")
    return problems


@pytest.mark.parametrize(("slug", "game"), PAGES, ids=[f"{s}/{g}" for s, g in PAGES])
def test_the_aid_prints_on_one_page_fills_it_and_is_one_column_on_a_phone(
        served_site: Any, tab: Any, slug: str, game: str) -> None:
    """One visit per aid (printing and measuring read the same page: a load per check cost
    the run about a minute). Printed, one page of A4 and one of Letter, black on white,
    without the site's chrome; laid out as print lays out an A4 sheet (print media, the
    sheet's printable width), the aid reaches at least 80% down the sheet's printable height
    and not past it: short aids are printed larger (sitebuild/pages/aidsize.py), long ones
    stay on one page. A Chinese aid is measured only with a Chinese font (each character
    about one em wide, as on a reader's device); without one, chromium draws narrow boxes and
    the test says so. On a phone, a column of cards no wider than the screen."""
    # page.pdf prints with the media last emulated: print, as a reader's printer does
    tab.emulate_media(media="print")
    tab.set_viewport_size({"width": 1200, "height": 900})
    url = f"{served_site.subpath_url}{slug}/{game}/{aid.PAGE}/"
    # (material draws nothing for a link to the page it is on: tests/livepages.py's follow)
    if tab.url.startswith(f"{served_site.subpath_url}{slug}/") and tab.url.split("#")[0] != url:
        navigate_instantly(tab, url, images=True)
    else:
        tab.goto(url, wait_until="load")
    assert tab.locator(".lr-aid .lr-aid-card").count() >= 4
    tab.evaluate(SAVED)   # on the screen, the notice is there: paper leaves it out
    off_paper = tab.evaluate(f"() => [...document.querySelectorAll('{OFF_PAPER}')]"
                             ".map(e => [e.className, e.textContent.trim()])")
    links = [text for kind, text in off_paper if "lr-aid-links" in kind]
    tags = {text for kind, text in off_paper if "lr-aid-links" not in kind}
    assert len(links) == 1, f"{slug}/{game}/aid: {len(links)} sentences on its links"
    least = 99.0
    for paper in ("A4", "Letter"):
        pdf = tab.pdf(format=paper, landscape=False, print_background=False)
        pages = pdfkit.pages(pdf)
        assert pages == 1, f"{slug}/{game}/aid prints on {pages} {paper} pages"
        printed = [run for run in pdfkit.runs(pdf) if run.text.strip()]
        smallest = min(printed, key=lambda run: run.size)
        least = min(least, smallest.size)
        assert smallest.size >= SMALLEST_PT, (
            f"{slug}/{game}/aid prints {smallest.text!r} at {smallest.size} pt on {paper}")
        on_paper = {run.text.strip() for run in printed}
        assert not tags & on_paper, f"{slug}/{game}/aid prints the tags {tags & on_paper}"
        words = re.sub(r"\s", "", "".join(run.text for run in printed))
        assert re.sub(r"\s", "", links[0]) not in words, (
            f"{slug}/{game}/aid prints {links[0]!r} on {paper}")
    for selector in PRINT_HIDDEN:
        shown = tab.evaluate(
            "s => [...document.querySelectorAll(s)].filter(e => e.getClientRects().length)"
            ".length", selector)
        assert shown == 0, f"{slug}/{game}/aid: {selector} is printed"
    assert names_its_game(tab, slug, game) == [], f"{slug}/{game}/aid"
    colours = tab.evaluate(
        "() => [...document.querySelectorAll('.lr-aid li, .lr-aid h2')]"
        ".map(e => getComputedStyle(e).color)")
    assert set(colours) == {"rgb(0, 0, 0)"}, f"{slug}/{game}/aid: not black on paper"
    # the A4 sheet's printable area, as print lays it out
    width, height = A4_PRINTABLE
    tab.set_viewport_size({"width": round(width), "height": round(height)})
    seen = tab.evaluate(MEASURED)
    filled = seen["bottom"] / height
    print(slug, game, f"{seen['size'] * 0.75:g} pt", f"{filled:.0%}", f"labels {least:.2f} pt")
    assert filled <= 1, f"{slug}/{game}/aid runs past its sheet ({filled:.0%})"
    if seen["chinese"]:
        assert seen["han"] > 0.9, (
            f"this machine has no Chinese font (a character is {seen['han']:.2f} em wide): "
            "the printed Chinese aid cannot be measured (apt-get install fonts-noto-cjk)")
    assert filled >= FILLED, f"{slug}/{game}/aid fills only {filled:.0%} of its sheet"
    # on a phone: cards one under the other, nothing wider than the screen
    tab.emulate_media(media="screen")
    tab.set_viewport_size({"width": 375, "height": 740})
    width = tab.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 375, f"{slug}/{game}/aid scrolls sideways on a phone ({width} px)"
    lefts = tab.evaluate("() => [...document.querySelectorAll('.lr-aid-card')]"
                         ".map(c => Math.round(c.getBoundingClientRect().left))")
    assert len(set(lefts)) == 1, "the cards are not one column on a phone"
    hidden = tab.evaluate(f"() => [...document.querySelectorAll('{OFF_PAPER}')]"
                          ".filter(e => !e.getClientRects().length).map(e => e.textContent)")
    assert not hidden, f"{slug}/{game}/aid hides on screen what only paper drops: {hidden}"
