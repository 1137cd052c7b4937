"""The pdbmv fence: bad configs fail the build with file, line and reason; good ones render."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest
from pymdownx.superfences import SuperFencesException

from sitebuild import fence
from tests.langkit import LANGS, WRITTEN

PAGE = """# Refill { #market-refill }

Some prose.

```pdbmv
widget: refill
scenario:
  players: [Ana, Ben]
  favor: [scroll, crown, axe, feather, sword, relic]
  deck: [crown, sword, feather, axe, relic]
  hands: {Ana: [axe, axe, wild], Ben: [crown]}
  turn: Ana
  actions:
    - {player: Ana, do: bribe, treasure: axe, cards: [axe, axe]}
```

More prose.
"""


def check(markdown: str) -> str:
    with pytest.raises(fence.WidgetConfigError) as caught:
        fence.check_page(markdown, "docs/en/pdbmv/refill.md", "en")
    return str(caught.value)


def test_a_good_page_passes() -> None:
    fence.check_page(PAGE, "docs/en/pdbmv/refill.md", "en")


def test_bad_card_names_the_line_and_field() -> None:
    bad = PAGE.replace("deck: [crown, sword, feather, axe, relic]",
                       "deck: [crown, sword, feather, axx, relic]")
    assert check(bad) == ("docs/en/pdbmv/refill.md:10: pdbmv widget: scenario.deck[3]: 'axx' "
                          "is not a card id ('wild' or one of favor)")


def test_illegal_action_names_the_action_and_ruling() -> None:
    bad = PAGE.replace("cards: [axe, axe]}", "cards: [axe, axe, axe]}")
    assert check(bad) == ("docs/en/pdbmv/refill.md:14: pdbmv widget: scenario.actions[0]: "
                          "bribe axe with axe axe axe: Ana holds 2 axe, cannot play 3 "
                          "[ruling cards-in-hand]")


def test_unknown_kind() -> None:
    assert check(PAGE.replace("widget: refill", "widget: refil")) == (
        "docs/en/pdbmv/refill.md:6: pdbmv widget: widget: unknown kind 'refil' (expected one "
        "of refill, favor, scoring, risk, sandbox, assumptions)")


def test_bad_yaml_points_at_the_line_of_the_fault() -> None:
    # The bracket opened on line 13 is never closed: the parser only notices on line 14, but
    # the reader must be sent to line 13 (it used to say 14).
    bad = PAGE.replace("  turn: Ana\n", "  turn: Ana\n  hands: [unclosed\n")
    assert check(bad) == ("docs/en/pdbmv/refill.md:13: pdbmv widget: invalid YAML: expected "
                          "',' or ']', but got ':' (in the flow sequence opened on this line)")
    quote = PAGE.replace("  turn: Ana\n", '  turn: "Ana\n')
    assert check(quote).startswith("docs/en/pdbmv/refill.md:12: pdbmv widget: invalid YAML: ")
    # A fault the parser meets on its own line stays there.
    indent = PAGE.replace("  turn: Ana\n", "  turn: Ana\n bad: 1\n")
    assert check(indent).startswith("docs/en/pdbmv/refill.md:13: pdbmv widget: invalid YAML: ")
    # At the end of the fence: the last line with text, not the line after the fence.
    end = "```pdbmv\nwidget: assumptions\nlist: [1, 2\n\n```\n"
    assert check(end).startswith("docs/en/pdbmv/refill.md:3: pdbmv widget: invalid YAML: ")


def test_yaml_anchors_and_aliases_are_refused() -> None:
    """The alias bomb: 724 bytes of YAML used to become 7.9 MB of HTML."""
    bomb = ("a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
            "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n")
    page = PAGE.replace("  turn: Ana\n", "  turn: Ana\n" + "".join(
        f"  {line}\n" for line in bomb.splitlines()))
    message = check(page)
    assert message.startswith("docs/en/pdbmv/refill.md:13: pdbmv widget: invalid YAML: anchors ")
    alias_only = PAGE.replace("cards: [axe, axe]}", "cards: *cards}")
    assert "anchors (&) and aliases (*) are not allowed" in check(alias_only)


def test_a_fence_beyond_the_limits_is_refused_before_it_is_read() -> None:
    deep = PAGE.replace("  turn: Ana\n", "  turn: Ana\n  extra: " + "[" * 30 + "]" * 30 + "\n")
    assert "nested more than 16 levels deep" in check(deep)
    huge = PAGE.replace("Some prose.", "").replace(
        "  turn: Ana\n", "  turn: Ana\n" + "  # padding\n" * 30_000)
    assert "the worked example is" in check(huge)
    long_name = PAGE.replace("[Ana, Ben]", "[" + "A" * 41 + ", Ben]")
    assert check(long_name).startswith("docs/en/pdbmv/refill.md:8: pdbmv widget: "
                                       "scenario.players[0]: 'AAAA")


def test_a_game_fence_shown_inside_a_longer_block_is_text() -> None:
    """A ````markdown block showing how to write a fence is code, for the renderer and for the
    scanner alike: its inner fence, even a broken one, is neither rendered nor checked."""
    example = ("# Writing examples { #writing }\n\n````markdown\n```pdbmv\nwidget: bogus\n```\n"
               "````\n\n~~~~text\n```pdbmv\nwidget: bogus\n```\n~~~~\n")
    assert list(fence.fences(example)) == []
    fence.check_page(example, "docs/en/pdbmv/refill.md", "en")
    page = example + "\n" + PAGE
    # the page's own fence is found, at its line (6 in PAGE, after the example and a blank line)
    assert [line for line, _, _ in fence.fences(page)] == [example.count("\n") + 1 + 6]
    import markdown

    html = markdown.markdown(example, extensions=["pymdownx.superfences"], extension_configs={
        "pymdownx.superfences": {"custom_fences": fence.custom_fences("en")}})
    assert "lr-widget" not in html and "widget: bogus" in html


def test_missing_scenario_and_unknown_key() -> None:
    assert check("```pdbmv\nwidget: risk\n```\n") == (
        "docs/en/pdbmv/refill.md:2: pdbmv widget: scenario: is required for a risk widget")
    assert check("\n```pdbmv\nwidget: assumptions\ncaption: hi\n```\n") == (
        "docs/en/pdbmv/refill.md:4: pdbmv widget: caption: is not a key of a assumptions "
        "widget (expected widget)")


def test_a_refill_widget_needs_a_bribe() -> None:
    bad = PAGE.replace("    - {player: Ana, do: bribe, treasure: axe, cards: [axe, axe]}",
                       "    - {player: Ana, do: draw}")
    assert check(bad) == ("docs/en/pdbmv/refill.md:13: pdbmv widget: scenario.actions: a refill "
                          "widget needs a bribe among the actions (every bribe is followed by a "
                          "refill)")


def test_fences_are_found_indented_and_with_tildes() -> None:
    page = ("- item\n\n    ```pdbmv\n    widget: assumptions\n    ```\n\n"
            "~~~~ pdbmv\nwidget: assumptions\n~~~~\n")
    assert list(fence.fences(page)) == [(4, "pdbmv", "widget: assumptions"),
                                        (8, "pdbmv", "widget: assumptions")]


def test_format_fails_loudly_without_check_page() -> None:
    with pytest.raises(SuperFencesException, match=r"pdbmv widget: widget: is required"):
        fence.format("scenario: {}", "pdbmv", "pdbmv", {}, None, game="pdbmv", lang="en")


def test_root_carries_kind_state_language_and_config() -> None:
    source = PAGE.split("```pdbmv\n")[1].split("```")[0]
    for lang in LANGS:
        html = fence.format(source, "pdbmv", "pdbmv", {}, None, game="pdbmv", lang=lang)
        # data-script: the refill has a page script of its own (its shuffle)
        root = re.match(r'<div class="lr-widget" data-widget="pdbmv/refill" data-state="static" '
                        rf'data-lang="{lang}" data-script="refill" '
                        r'data-config=\'([^\']*)\' data-ui=\'([^\']*)\' data-search-exclude>', html)
        assert root, html[:300]
        config = json.loads(unescape(root[1]))
        assert config["scenario"]["deck"] == ["crown", "sword", "feather", "axe", "relic"]
        assert set(json.loads(unescape(root[2]))) == {"loading", "megabytes", "start_error"}


def test_player_names_are_text_never_markup() -> None:
    evil = "<img src=x onerror=alert(1)>"
    source = (PAGE.split("```pdbmv\n")[1].split("```")[0]
              .replace("[Ana, Ben]", f'["{evil}", Ben]').replace("Ana", f'"{evil}"')
              .replace('[""<img', '["<img'))
    source = source.replace("widget: refill", "widget: scoring")
    html = fence.format(source, "pdbmv", "pdbmv", {}, None, game="pdbmv", lang="en")
    assert "<img" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_block_style_action_points_at_its_item() -> None:
    page = PAGE.replace("    - {player: Ana, do: bribe, treasure: axe, cards: [axe, axe]}",
                        "    - player: Ana\n      do: bribe\n      treasure: axe\n"
                        "      cards: [axe, axe, axe]")
    assert check(page).startswith("docs/en/pdbmv/refill.md:14: pdbmv widget: scenario.actions[0]: ")


def test_the_site_build_fails_with_file_line_and_reason(tmp_path: Path) -> None:
    """The site's MkDocs hook calls check_page: a bad worked example stops the build."""
    from sitebuild.build import SiteBuildError, build_site

    docs = tmp_path / "docs"
    for lang in WRITTEN:
        (docs / lang).mkdir(parents=True)
        (docs / lang / "index.md").write_text("# Home { #home }\n\nHello.\n", encoding="utf-8")
    bad = PAGE.replace("[crown, sword, feather, axe, relic]", "[crown, sword, feather, axx, relic]")
    (docs / "en" / "refill.md").write_text(bad, encoding="utf-8")
    with pytest.raises(SiteBuildError) as caught:
        build_site(tmp_path / "site", docs_root=docs, work_dir=tmp_path / "build", only={"en"})
    assert (f"{docs / 'en' / 'refill.md'}:10: pdbmv widget: scenario.deck[3]: 'axx' is not a "
            "card id ('wild' or one of favor)") in str(caught.value)
