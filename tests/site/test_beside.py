"""sitebuild.pages.beside: each worked example grouped with the prose that tells it."""

from __future__ import annotations

import re

from sitebuild.pages.beside import set_beside, top_level_blocks


def example(kind: str = "refill") -> str:
    return (f'<div class="lr-widget" data-widget="g/{kind}" data-state="static">'
            '<div class="lr-body"><div class="lr-player" data-current="0"><br></div></div></div>')


PAGE = ('<h2 id="a">A</h2>\n<p>tells <b>one</b></p>\n<ul><li>and this</li></ul>\n'
        f'{example()}\n<p>comment</p>\n<h2 id="b">B</h2>\n{example()}\n'
        f'<p>between</p>\n{example()}\n<h3 id="c">C</h3>\n{example("sandbox")}\n<p>tail</p>')


def groups(html: str) -> list[tuple[str, str]]:
    """(before, after) of each group, tags stripped."""
    found = re.findall(r'lr-beside__before">(.*?)</div><div class="lr-widget".*?'
                       r'lr-beside__after">(.*?)</div></div></div>', html, re.S)
    return [(re.sub(r"<[^>]+>|\s+", " ", b).split(), re.sub(r"<[^>]+>|\s+", " ", a).split())
            for b, a in found]


def test_blocks_are_the_top_level_elements_and_join_back_to_the_page() -> None:
    blocks = top_level_blocks(PAGE)
    assert blocks is not None and "".join(blocks) == PAGE
    assert [b.lstrip()[:3] for b in blocks][:4] == ["<h2", "<p>", "<ul", "<di"]


def test_prose_back_to_the_heading_and_on_to_the_next_heading_or_example() -> None:
    out = set_beside(PAGE)
    assert groups(out) == [(["tells", "one", "and", "this"], ["comment"]),
                           ([], ["between"])]
    assert out.count('class="lr-beside"') == 2
    # the headings stay outside, in order; nothing is lost or doubled
    assert re.findall(r'<h\d id="(\w)"', out) == ["a", "b", "c"]
    assert re.sub(r"<[^>]+>|\s+", "", out) == re.sub(r"<[^>]+>|\s+", "", PAGE)


def test_an_example_between_two_headings_alone_and_a_sandbox_stay_as_they_are() -> None:
    alone = f'<h2>A</h2>\n{example()}\n<h2>B</h2>'
    assert set_beside(alone) == alone
    sandbox = f'<p>intro</p>\n{example("sandbox")}\n<p>more</p>'
    assert set_beside(sandbox) == sandbox


def test_a_table_keeps_the_page_width() -> None:
    """A table squeezed into the prose column would scroll sideways: it stops the grouping."""
    page = (f'<h2>A</h2>\n<p>intro</p>\n<table><tr><td>x</td></tr></table>\n<p>tells</p>\n'
            f'{example()}\n<p>after</p>\n<table><tr><td>y</td></tr></table>')
    out = set_beside(page)
    assert groups(out) == [(["tells"], ["after"])]
    assert out.count("<table>") == 2 and "lr-beside__before\"><table" not in out


def test_markup_that_does_not_nest_is_left_alone() -> None:
    broken = f'<p>x</p></div>\n{example()}\n<p>y</p>'
    assert set_beside(broken) == broken
    assert top_level_blocks(broken) is None
