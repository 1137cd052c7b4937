"""A hex in the words a player uses: its row, counted from the bottom as the picture shows
the tree growing up from its pot, and how far it lies left or right of the trunk (issue 21:
never the axial ``(q, r)`` of the calculator's inputs, which the command line keeps)."""

from __future__ import annotations

from ..i18n import catalogue

DOMAIN = "bonsai"


def hex_words(q: int, r: int, lang: str) -> str:
    """``(q, r)`` as "row 2 from the bottom, 1.5 to the left of the trunk" in ``lang``.

    Each row up is shifted half a hex to the right of the one below, so a hex's distance from
    the trunk's column is ``q + r / 2`` hex widths: a whole number on even rows, a half on
    odd ones, as the drawing shows it."""
    t = catalogue(DOMAIN, lang)
    row, across = r + 1, 2 * q + r          # the trunk's row is row 1; across: half widths
    if (q, r) == (0, 0):
        return t.pgettext("hex", "the trunk's hex")
    if across == 0:
        return t.pgettext("hex", "row {row} from the bottom, straight above the trunk").format(
            row=row)
    n = t.number(abs(across) / 2, 0 if across % 2 == 0 else 1)
    if across < 0:
        # Translators: a hex of the board: its row (the trunk's is 1) and how many hex widths
        # it lies left of the trunk ("1.5").
        return t.pgettext("hex", "row {row} from the bottom, {n} to the left of the trunk") \
            .format(row=row, n=n)
    return t.pgettext("hex", "row {row} from the bottom, {n} to the right of the trunk") \
        .format(row=row, n=n)


def hex_place(q: int, r: int, lang: str) -> str:
    """:func:`hex_words` set off from the sentence around it: "(row 2 …)", 由下往上… ."""
    # Translators: a hex's place set off inside a sentence ("hex (row 2 from the bottom, 1 to
    # the left of the trunk) touches none"); Chinese needs no brackets.
    return catalogue(DOMAIN, lang).pgettext("hex", "({place})").format(
        place=hex_words(q, r, lang))


def describe(slot: str, value: object, lang: str) -> str | None:
    """A refusal's ``hex`` (a ``(q, r)`` pair) in words of ``lang``; None for anything else."""
    if slot == "hex" and isinstance(value, tuple) and len(value) == 2 \
            and all(isinstance(n, int) and not isinstance(n, bool) for n in value):
        return hex_place(value[0], value[1], lang)
    return None
