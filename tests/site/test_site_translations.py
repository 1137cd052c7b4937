"""The translation check: proven to fail on small fake trees, then run on docs/."""

from __future__ import annotations



from engine import registry
from sitebuild.languages import languages
from sitebuild.words.translations import outline, read_tree, translation_problems

GAME = registry.entry_ids()[0]
"""A worked example is a fence named after a registered game: any one will do."""

PAGE = """# Refill { #market-refill }

Text.

## Stalls { #stalls }

```<game>
widget: refill
scenario: {}
```

### Details { #details }

~~~<game>
widget: risk
~~~
""".replace("<game>", GAME)


def fake(**pages: str) -> dict[str, str]:
    return {name.replace("_", "/") + ".md": text for name, text in pages.items()}


def test_identical_trees_have_no_problem() -> None:
    translated = PAGE.replace("Refill", "Réassort").replace("Text.", "Texte.")
    assert translation_problems({"en": fake(game_refill=PAGE),
                                 "fr": fake(game_refill=translated)}, "en") == []


def test_outline_reads_ids_and_widgets_in_order_and_skips_code() -> None:
    page = outline(PAGE + "\n```python\n# not a heading\n```\n", "x.md")
    assert [m.value for m in page.headings] == ["market-refill", "stalls", "details"]
    assert [m.value for m in page.widgets] == ["refill", "risk"]
    assert page.problems == ()


def test_missing_and_extra_pages_are_reported() -> None:
    problems = translation_problems({"en": fake(index=PAGE, game_refill=PAGE),
                                     "zh": fake(index=PAGE, game_extra=PAGE)}, "en")
    assert any("zh/game/refill.md: missing" in p for p in problems)
    assert any("zh/game/extra.md: no en original" in p for p in problems)


def test_drifted_heading_id_is_reported_with_its_line() -> None:
    drifted = PAGE.replace("{ #stalls }", "{ #stands }")
    problems = translation_problems({"en": fake(a=PAGE), "fr": fake(a=drifted)}, "en")
    assert len(problems) == 1
    assert "fr/a.md:5" in problems[0] and "'stalls'" in problems[0] and "'stands'" in problems[0]


def test_reordered_headings_are_reported() -> None:
    swapped = PAGE.replace("{ #stalls }", "{ #tmp }").replace("{ #details }", "{ #stalls }") \
                  .replace("{ #tmp }", "{ #details }")
    assert translation_problems({"en": fake(a=PAGE), "fr": fake(a=swapped)}, "en")


def test_missing_heading_is_reported() -> None:
    shorter = PAGE.replace("### Details { #details }\n", "")
    problems = translation_problems({"en": fake(a=PAGE), "fr": fake(a=shorter)}, "en")
    assert problems and "missing ['details']" in problems[0]


def test_heading_without_explicit_id_is_reported() -> None:
    no_id = PAGE.replace("## Stalls { #stalls }", "## Stalls")
    problems = translation_problems({"en": fake(a=no_id)}, "en")
    assert any("en/a.md:5" in p and "no explicit id" in p for p in problems)


def test_widget_kind_and_count_drift_are_reported() -> None:
    other_kind = PAGE.replace("widget: risk", "widget: scoring")
    one_less = PAGE.replace(f"~~~{GAME}\nwidget: risk\n~~~\n", "")
    assert any("widgets drift" in p for p in
               translation_problems({"en": fake(a=PAGE), "zh": fake(a=other_kind)}, "en"))
    assert any("widgets: 1 instead of 2" in p for p in
               translation_problems({"en": fake(a=PAGE), "zh": fake(a=one_less)}, "en"))


def test_unreadable_widget_block_is_reported() -> None:
    broken = PAGE.replace("widget: risk", "widget: [risk")
    assert any("not valid YAML" in p for p in translation_problems({"en": fake(a=broken)}, "en"))


def test_the_real_docs_do_not_drift() -> None:
    hand_written = [lang for lang in languages() if not lang.generated]
    trees = {lang.code: read_tree(lang.source_dir) for lang in hand_written}
    assert {"en", "fr", "zh"} <= trees.keys() and trees["en"], "docs/<lang>/ pages not found"
    assert translation_problems(trees, "en") == []
