"""French typography: the spaces French puts before high punctuation and inside guillemets.

French sets a narrow no-break space (U+202F) before ``;``, ``!`` and ``?`` and inside « »,
and a no-break space (U+00A0) before ``:`` and ``%``, so a line never breaks between a word
and its punctuation. Writers type an ordinary space (or none); :func:`french` puts the right
one in. It runs on every French catalogue string when the catalogues are compiled
(:mod:`sitebuild.words.catalogues`) and on the text of every French page (the site's hooks), so the
whole site follows one rule.

It must never change what is not prose: a ``{slot}`` of a message template, a URL, an HTML
entity such as ``&amp;``, a time or ratio like ``10:30``, a query string ``?q=1``. Hence the
punctuation is only spaced when it ends a phrase (it is followed by a space, the end of the
text or more punctuation), and protected spans are skipped. Applying it twice changes nothing.
"""

from __future__ import annotations

import re

NARROW_NBSP = "\u202f"
"""Before ; ! ? and inside « »."""

NBSP = "\u00a0"
"""Before : and %."""

_SPACES = " \t" + NBSP + NARROW_NBSP
_PROTECTED = re.compile(
    r"\{[^{}\s]*\}"                       # a str.format slot: {player}, {n}, {0:.1f}
    r"|[A-Za-z][A-Za-z0-9+.-]*://\S+"     # a URL with a scheme
    r"|www\.\S+"                          # a bare web address
    r"|&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#x[0-9A-Fa-f]+);"  # an HTML entity
)
# High punctuation that ends a phrase: followed by a space, the end, closing punctuation, or
# the pilcrow of a heading's permalink (the next text on the page after "Dégainer !").
_HIGH = re.compile(rf"(?P<space>[{_SPACES}]*)(?P<mark>[;!?:])"
                   rf"(?=$|[\s{NBSP}{NARROW_NBSP}!?;:.,»)\]…\"'’¶])")
_PERCENT = re.compile(rf"(?<=[0-9}}])(?P<space>[{_SPACES}]*)(?P<mark>%)(?![0-9A-Fa-f]{{2}})")
_OPENING = re.compile(rf"(?P<mark>«)(?P<space>[{_SPACES}]*)(?=[^\s])")
_CLOSING = re.compile(rf"(?<=[^\s])(?P<space>[{_SPACES}]*)(?P<mark>»)")
# Characters after which high punctuation gets no space (it follows another mark or opens).
_NO_SPACE_AFTER = "!?;:([{«\"'‘“" + _SPACES


def _protected_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _PROTECTED.finditer(text)]


def _inside(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    return any(s < end and start < e for s, e in spans)


def french(text: str) -> str:
    """``text`` with French spacing around ``; ! ? : %`` and « ». Idempotent; leaves
    ``{slots}``, URLs, HTML entities and numbers such as ``10:30`` untouched."""
    for pattern, rule in ((_HIGH, _high), (_PERCENT, _percent), (_OPENING, _opening),
                          (_CLOSING, _closing)):
        spans = _protected_spans(text)
        text = pattern.sub(lambda m: m[0] if _inside(spans, *m.span("mark")) else rule(m, text),
                           text)
    return text


def _high(match: re.Match[str], text: str) -> str:
    mark = match["mark"]
    space = NBSP if mark == ":" else NARROW_NBSP
    start = match.start()
    before = text[start - 1] if start > 0 else ""
    if not match["space"]:
        # "Joker!" -> "Joker !", but "?!" keeps its marks together and a line start stays bare.
        if not before or before in _NO_SPACE_AFTER:
            return match[0]
    elif start == 0 or before == "\n":
        return match[0]   # a line that starts with spaces: leave its indentation alone
    return space + mark


def _percent(match: re.Match[str], text: str) -> str:
    return NBSP + match["mark"]


def _opening(match: re.Match[str], text: str) -> str:
    return match["mark"] + NARROW_NBSP


def _closing(match: re.Match[str], text: str) -> str:
    return NARROW_NBSP + match["mark"]


MINUS = "\u2212"
"""The minus sign of a negative number in typeset text (every language of the site)."""

_NEGATIVE = re.compile(r"(?<![\w.,/:=+\-\u2212])-(?=[0-9])")
"""A hyphen-minus starting a number that is not part of a word, a range (``2-4``), a date,
a path, an option or an address: the sign of a negative number ("rows -2 to 2")."""


def minus_signs(text: str) -> str:
    """``text`` with the sign of each negative number written as the minus sign (U+2212),
    as the catalogues' numbers are (:mod:`engine.i18n`): a hyphen reads as a dash, and a
    line may break after it. Idempotent; ranges, dates and words with hyphens unchanged."""
    spans = _protected_spans(text)
    return _NEGATIVE.sub(lambda m: m[0] if _inside(spans, *m.span()) else MINUS, text)
