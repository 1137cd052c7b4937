"""The printed player aid's type size, chosen at build time from the aid's length.

An aid prints on one sheet (A4 and US Letter). At one fixed size a short aid filled half of it;
so the build estimates, from the aid's HTML, how tall it prints at each size of a ladder
(:data:`SIZES`, from 9.5 pt up) and picks the largest that still fits in :data:`TARGET` of the
sheet: a short aid is printed larger, a long one stays at 9.5 pt. The stylesheet
(``sitebuild/static/aid.css``) maps each step's class ``lr-aid-print-N`` to its size; the
layout and the drawings are in em, so everything follows.

The estimate lays the aid out the way its print stylesheet does, roughly: the title across the
sheet, then the cards in two balanced columns, a card never split; a card is its heading, its
lines (each list item or paragraph wraps at the column's width, its text's width counted in em:
a Chinese character about one em, another character about :data:`LATIN_EM`) and its drawings
(:func:`drawing_width` em wide, at most :data:`FIGURE_MM`, times the drawing's proportions).

A drawing is made for a screen: its labels are a few units of its own box (``viewBox``), and
printed 9 em high they came out at 3-6 pt. So each drawing of an aid gets a print width in em,
from its box's width and its smallest label (:func:`drawing_width`): the width at which that
label prints at :data:`LABEL_EM` of the aid's type (8 pt at the smallest size), as the class
``lr-aid-w-N`` (N em; the stylesheet's ladder, :data:`WIDTHS`). The drawing grows with the type
of a short aid, up to its column's width. The browser test
``tests/site/test_aid_print.py`` measures the result in chromium (filled, and on one page).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

SIZES: tuple[float, ...] = tuple(9.5 + 0.25 * k for k in range(35))
"""The ladder of print sizes in pt; step N of an aid is ``SIZES[N]``."""

TARGET = 0.94
"""The share of the A4 sheet's printable height the estimate aims at. Measured in chromium
with a Chinese font, every aid in en, fr and zh then prints 83-94% of the sheet (steps of
0.25 pt; review 36 C2: 76-92% with 0.5 pt steps aiming at 90%): the estimate is never below
the real height, and US Letter's shorter sheet (94% of A4's printable height) still takes
every aid on one page (at 0.95, one Chinese aid took two)."""

SHEET_MM = (200.0, 281.0)
"""A4's printable width and height with the stylesheet's @page margins (5 mm, 8 mm)."""
COLUMN_MM = (SHEET_MM[0] - 3.0) / 2 - 5.3
"""A card's inner width: half the sheet less the column gap (3 mm), the card's padding and
frame."""
FIGURE_MM = COLUMN_MM + 2 * 2.4
"""A drawing's largest printed width: the card's inner width and its side padding, which the
drawing covers (the widest drawings' labels print at 7 pt or more only that wide)."""
LABEL_EM = 0.85
"""A drawing's smallest label, printed, in em of the aid's type."""
WIDTHS: tuple[int, ...] = tuple(range(12, 42, 2))
"""The print widths of drawings, in em: one class ``lr-aid-w-N`` per width in the stylesheet."""
FIGURE_SPACE_MM = 2.0
"""The space above and below a drawing."""
CARD_MM = 2 * 1.6 + 0.6 + 2.4
"""A card's padding, frame and the space under it."""
PT_MM = 25.4 / 72
LINE = 1.25
"""Line height, in em."""
LATIN_EM = 0.5
"""The mean width of a character other than a Chinese one, in em."""
WIDE_EM = 1.0
"""The width of a Chinese character, in em."""
INDENT_EM = 1.875
"""A list item's indent (the theme's list margins: 1.25 em, and 0.625 em for the list)."""

_WIDE = re.compile(r"[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f"
                   r"\uff00-\uff60\uffe0-\uffe6]")
_BLOCKS = {"li": (1.0, INDENT_EM, 0.5), "p": (1.0, 0.0, 0.6), "h2": (1.1, 0.0, 0.2)}
"""A block's font size (em), indent (em) and the space it adds (em). A list item's 0.5 em is
the theme's (``.md-typeset ul li``), which wins over the aid's own 0.15 em: with 0.15 em the
estimate missed up to 11% of a sheet on an aid of many short lines (a Chinese one)."""


def ems(text: str) -> float:
    """A text's width in em."""
    wide = len(_WIDE.findall(text))
    return WIDE_EM * wide + LATIN_EM * (len(text) - wide)


@dataclass
class Card:
    """A card as print lays it out: its blocks (kind, text) and its drawings' proportions."""

    blocks: list[list[str]] = field(default_factory=list)
    figures: list[tuple[float, int | None]] = field(default_factory=list)
    """Each drawing's proportions (height / width) and print width in em (None: its column's)."""
    hidden: bool = False


PRINT_HIDDEN = {"lr-aid-rule", "lr-assumed", "lr-reading", "lr-aid-links"}
"""The classes of what the print stylesheet hides in a line: links that lead nowhere on paper."""


class _Reader(HTMLParser):
    """The aid's HTML read into its head's text and its cards, leaving out what print hides
    (:data:`PRINT_HIDDEN`, the "Rule changes" card) and the drawings' inner text."""

    def __init__(self) -> None:
        super().__init__()
        self.head: list[str] = []
        self.cards: list[Card] = []
        self.open: list[list[str]] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        classes = (found.get("class") or "").split()
        if self.skip:
            self.skip += tag not in ("br", "img", "path", "circle", "rect", "line", "use")
            return
        if tag == "section" and "lr-aid-card" in classes:
            self.cards.append(Card())
        elif tag == "figure":
            self.skip = 1
            if self.cards:
                width = re.search(r"\blr-aid-w-(\d+)\b", found.get("class") or "")
                # its proportions: see read()
                self.cards[-1].figures.append((1.0, int(width[1]) if width else None))
        elif set(classes) & PRINT_HIDDEN:
            self.skip = 1
        elif "lr-rule-changes" in classes and self.cards:
            self.cards[-1].hidden = True
        elif tag in _BLOCKS and self.cards:
            block = [tag, ""]
            self.cards[-1].blocks.append(block)
            self.open.append(block)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if not self.skip:
            self.handle_starttag(tag, attrs)
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if self.skip:
            self.skip -= 1
            return
        if self.open and self.open[-1][0] == tag:
            self.open.pop()

    def handle_data(self, data: str) -> None:
        if self.skip:
            return
        if self.open:
            self.open[-1][1] += data
        elif not self.cards:
            self.head.append(data)


_VIEWBOX = re.compile(r'<figure\b.*?<svg\b[^>]*?viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+'
                      r'([\d.]+)[\s,]+([\d.]+)', re.S)


def read(html: str) -> tuple[str, list[Card]]:
    """The aid's head text and its printed cards, each with its drawings' proportions."""
    reader = _Reader()
    reader.feed(html)
    ratios = iter(float(h) / float(w) if float(w) else 1.0 for w, h in _VIEWBOX.findall(html))
    for card in reader.cards:
        card.figures = [(next(ratios, 1.0), width) for _, width in card.figures]
    head = re.sub(r"\s+", " ", " ".join(reader.head)).strip()
    return head, [c for c in reader.cards if not c.hidden]


def card_height(card: Card, size: float) -> float:
    """A card's printed height in mm at ``size`` pt."""
    em = size * PT_MM
    width = COLUMN_MM / em
    total = 0.0
    for kind, text in card.blocks:
        scale, indent, space = _BLOCKS[kind]
        words = re.sub(r"\s+", " ", text).strip()
        if not words:
            continue
        lines = math.ceil(ems(words) * scale / (width - indent) + 0.15)
        total += (lines * LINE * scale + space) * em
    total += sum(min(FIGURE_MM, width * em if width else FIGURE_MM) * ratio + FIGURE_SPACE_MM
                 for ratio, width in card.figures)
    return total + CARD_MM


def height(html: str, size: float) -> float:
    """The estimated printed height at ``size`` pt, as a share of the A4 sheet's printable
    height: the head across the sheet, then the cards in two columns as balanced as whole
    cards allow."""
    head, cards = read(html)
    em = size * PT_MM
    head_lines = math.ceil(ems(head) * 1.35 / (SHEET_MM[0] / em)) + 1
    cards_mm = [card_height(c, size) for c in cards]
    columns = min((max(sum(cards_mm[:k]), sum(cards_mm[k:])) for k in range(len(cards_mm) + 1)),
                  default=0.0)
    return (head_lines * LINE * 1.35 * em + 0.3 * em + columns) / SHEET_MM[1]


_BOX = re.compile(r'<svg\b[^>]*?viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)')
_LABEL = re.compile(r'font-size(?:="|:\s*)([\d.]+)')


def drawing_width(figure: str) -> int | None:
    """The print width in em (one of :data:`WIDTHS`) of a drawing (``<figure>`` HTML) at which
    its smallest label prints at :data:`LABEL_EM`; None when it has no box or no label size
    (it is printed as wide as its column)."""
    box = _BOX.search(figure)
    labels = [float(size) for size in _LABEL.findall(figure) if float(size) > 0]
    if box is None or not labels:
        return None
    needed = float(box[1]) / min(labels) * LABEL_EM
    return next((width for width in WIDTHS if width >= needed), WIDTHS[-1])


def step(html: str) -> int:
    """The largest step of :data:`SIZES` at which the aid is estimated to fit in
    :data:`TARGET` of the sheet (0 when none does: the smallest size)."""
    fitting = [n for n, size in enumerate(SIZES) if height(html, size) <= TARGET]
    return max(fitting, default=0)
