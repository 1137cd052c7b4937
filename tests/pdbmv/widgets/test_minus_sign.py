"""A negative score is written with the minus sign U+2212 (issue 22: "-16 points" read as a
dash): PDBMV's own markup that writes a score without the shared phrases (the sandbox's
final table and score chart, the scoring example's lines and totals) goes through the
language's number format, in every language."""

from __future__ import annotations

import re

import pytest

from engine.i18n import SHARED, catalogue
from engine.simulation import Summary
from livewidgets.pdbmv import sandbox
from livewidgets.pdbmv.sandbox import KIT
from livewidgets.pdbmv.sandbox_chart import chart_html
from livewidgets.pdbmv.scoring import scoreboard, ended
from tests.langkit import LANGS

HYPHEN_NUMBER = re.compile(r"(?<![\w-])-\d")
"""A hyphen-minus right before a digit, as a word's start (not inside an id or a class)."""

# The game ends as Ana draws from the empty deck with two Axes in hand and no bribe: two
# cards that count against her.
ENDING = {"players": ["Ana", "Ben"],
          "favor": ["scroll", "crown", "axe", "feather", "sword", "relic"],
          "deck": [], "hands": {"Ana": ["axe", "axe"], "Ben": ["crown"]}, "turn": "Ana",
          "actions": [{"player": "Ana", "do": "draw"}]}


def visible_text(html: str) -> str:
    """The markup's text, without its tags and attributes (SVG shapes hold "-" in points)."""
    return re.sub(r"<[^>]*>", " ", html)


@pytest.mark.parametrize("lang", LANGS)
def test_the_final_scores_of_the_sandbox_use_the_minus_sign(lang: str) -> None:
    result = sandbox.start({"scenario": ENDING})
    assert "error" not in result, result
    page = sandbox.view(result["session"], lang)
    state = KIT.replay(result["session"]).state
    negative = state.scores()["Ana"]
    assert state.is_over and negative < 0, state.scores()
    # the table of final scores (the players' "−4 points" are the shared phrases' business)
    start = page["html"].index("data-results")
    results = page["html"][start:page["html"].index("</table>", start)]
    assert f"<td>\u2212{abs(negative)}</td>" in results
    assert not HYPHEN_NUMBER.search(visible_text(results)), visible_text(results)


@pytest.mark.parametrize("lang", LANGS)
def test_the_score_chart_uses_the_minus_sign(lang: str) -> None:
    html = chart_html(Summary(2, ("Ana", "Ben"), wins={"Ana": 1, "Ben": 1},
                              scores={"Ana": [-7, 3], "Ben": [-2, 5]}), lang)
    text = visible_text(html)
    assert "\u22127" in text
    assert not HYPHEN_NUMBER.search(text), text


@pytest.mark.parametrize("lang", LANGS)
def test_the_scoring_example_writes_its_lines_and_totals_with_the_minus_sign(lang: str) -> None:
    steps = ended(ENDING)
    board = visible_text(scoreboard(len(steps) - 1, steps, lang))
    total = [s.event["score"] for s in steps[1:]
             if s.event and s.event["type"] == "score_total" and s.event["player"] == "Ana"]
    assert total and total[0] < 0
    assert catalogue(SHARED, lang).number(total[0]).startswith("\u2212")
    assert f"\u2212{abs(total[0])}" in board
    assert not HYPHEN_NUMBER.search(board), board
