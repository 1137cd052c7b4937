"""Worked examples beside their prose: the text that tells an example, next to its player.

The best explanations (Red Blob Games, Ciechanowski) put the words beside the picture they talk
about, so the reader's eyes move sideways, not up and down a long page. A page's Markdown
writes a worked example the way it reads on a phone: a heading, the paragraphs that tell the
example, the example's player, maybe a paragraph of comment after it. At build time this module
groups those: each top-level worked example (a widget that holds a step player) with the
top-level blocks before it, back to the previous heading, example or table, and after it, up
to the next one::

    <div class="lr-beside"><div class="lr-beside__grid">
      <div class="lr-beside__before">...</div> <div class="lr-widget">...</div>
      <div class="lr-beside__after">...</div>
    </div></div>

The stylesheet (``widgets/static/widgets.css``) keeps that source order on narrow screens and,
when the group's own box is wide enough (a container query), puts the prose in one column and
the player in the other, held in view (sticky) while the reader scrolls through the prose and
steps through the example. A sandbox (a whole game, not an example) and a calculator (no step
player) keep the page's full width. Pure function of the page's HTML: nothing here names a game.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})
HEADING = re.compile(r"<h[1-6][\s>]")
WIDGET = re.compile(r'<div class="lr-widget" data-widget="[^"/]+/(?P<kind>[^"]+)"')


class _Blocks(HTMLParser):
    """Where each top-level element of an HTML fragment starts and ends (text between elements
    is kept with the element after it)."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=False)
        self.text = text
        self.depth = 0
        self.starts: list[int] = []
        self.ends: list[int] = []
        self._lines = [0]
        for line in text.splitlines(keepends=True):
            self._lines.append(self._lines[-1] + len(line))
        self.feed(text)
        self.close()

    def _offset(self) -> int:
        line, column = self.getpos()
        return self._lines[line - 1] + column

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.depth == 0:
            self.starts.append(self._offset())
        if tag not in VOID:
            self.depth += 1
        elif self.depth == 0:
            self.ends.append(self._offset() + len(self.get_starttag_text() or ""))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.depth == 0:
            self.starts.append(self._offset())
            self.ends.append(self._offset() + len(self.get_starttag_text() or ""))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        self.depth -= 1
        if self.depth < 0:
            raise ValueError(f"</{tag}> closes nothing")
        if self.depth == 0:
            end = self.text.index(">", self._offset()) + 1
            self.ends.append(end)


def top_level_blocks(html: str) -> list[str] | None:
    """The fragment cut into its top-level elements (each with the text before it), or None
    when its markup does not nest cleanly (then the page is left as it is)."""
    try:
        found = _Blocks(html)
    except ValueError:
        return None
    if found.depth != 0 or len(found.starts) != len(found.ends):
        return None
    cuts = [0, *found.ends]
    if cuts[-1] != len(html):
        cuts.append(len(html))
    return [html[a:b] for a, b in zip(cuts, cuts[1:])]


def _example(block: str) -> bool:
    """A worked example: a widget with a step player, not a sandbox."""
    found = WIDGET.match(block.lstrip())
    return found is not None and found.group("kind") != "sandbox" \
        and 'class="lr-player' in block


def _boundary(block: str) -> bool:
    """Where an example's prose stops: a heading, a widget, an example already grouped, or a
    table (a table needs the page's width: squeezed into a column it would scroll)."""
    stripped = block.lstrip()
    return bool(HEADING.match(stripped) or WIDGET.match(stripped)
                or stripped.startswith('<div class="lr-beside"') or "<table" in stripped)


def set_beside(html: str) -> str:
    """The page's HTML with each worked example grouped with the prose before and after it."""
    if 'class="lr-player' not in html:
        return html
    blocks = top_level_blocks(html)
    if blocks is None:
        return html
    out: list[str] = []
    i = 0
    while i < len(blocks):
        if not _example(blocks[i]):
            out.append(blocks[i])
            i += 1
            continue
        before: list[str] = []
        while out and not _boundary(out[-1]) and out[-1].strip():
            before.insert(0, out.pop())
        j = i + 1
        while j < len(blocks) and not _boundary(blocks[j]):
            j += 1
        after = blocks[i + 1:j]
        if not before and not "".join(after).strip():
            out.append(blocks[i])
        else:
            out.append('\n<div class="lr-beside"><div class="lr-beside__grid">'
                       f'<div class="lr-beside__before">{"".join(before)}</div>'
                       f'{blocks[i].strip()}'
                       f'<div class="lr-beside__after">{"".join(after)}</div></div></div>\n')
        i = j
    return "".join(out)
