"""The worked examples on the Goblin Hood pages: one per kind on its page, the same YAML in
every language, each rendered by the fence; a config no widget can show fails the build at its
line with the reason."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from sitebuild import fence
from tests.goblinhood.widgets.examples import CONFIGS, PAGES
from tests.langkit import WRITTEN

ROOT = Path(__file__).resolve().parents[3]
DOCS = WRITTEN


def page_configs(lang: str, page: str) -> list[dict[str, Any]]:
    markdown = (ROOT / "docs" / lang / "goblinhood" / f"{page}.md").read_text(encoding="utf-8")
    return [yaml.safe_load(source) for _, game, source in fence.fences(markdown)
            if game == "goblinhood"]


@pytest.mark.parametrize("lang", DOCS)
@pytest.mark.parametrize("kind", PAGES)
def test_each_kind_has_its_example_on_its_page_in_every_language(kind: str, lang: str) -> None:
    assert page_configs(lang, PAGES[kind]) == [CONFIGS[kind]]


@pytest.mark.parametrize("lang", DOCS)
@pytest.mark.parametrize("page", sorted(set(PAGES.values())))
def test_the_pages_render(page: str, lang: str) -> None:
    path = ROOT / "docs" / lang / "goblinhood" / f"{page}.md"
    fence.check_page(path.read_text(encoding="utf-8"), str(path), lang)


def problem(config: dict[str, Any]) -> str:
    source = "\n".join(json.dumps(config, indent=1).splitlines())
    with pytest.raises(fence.FenceProblem) as caught:
        fence.render_source("goblinhood", source, "en")
    return str(caught.value)


def test_unknown_key() -> None:
    assert problem({**CONFIGS["lay"], "players": 3}).startswith(
        "players: unknown key for a lay widget (expected scenario, widget)")


def test_ambush_and_cycle_need_the_number_of_players() -> None:
    config = {k: v for k, v in CONFIGS["cycle"].items() if k != "players"}
    assert problem(config).startswith("players: is required for a cycle widget")
    assert problem({**CONFIGS["ambush"], "players": 5}).startswith(
        "players: must be a number of players from 2 to 3")


def test_placements_takes_no_actions() -> None:
    config = copy.deepcopy(CONFIGS["placements"])
    config["scenario"]["actions"] = [{"player": "Ana", "do": "play", "card": "c17",
                                      "end": "right", "cover": 1}]
    assert problem(config).startswith("scenario.actions: a placements widget shows a position")


def test_each_kind_needs_what_it_shows() -> None:
    config = copy.deepcopy(CONFIGS["ambush"])
    config["scenario"]["hands"]["Ben"] = ["c21", "c30"]          # c21 fits: no ambush
    assert problem(config).startswith("scenario.actions: an ambush widget needs an ambush")
    config = copy.deepcopy(CONFIGS["cycle"])
    config["scenario"]["deck"] = ["c6", "c7"]
    assert problem(config).startswith("scenario.actions: a cycle widget needs a play that draws")
    config = copy.deepcopy(CONFIGS["scoring"])
    config["scenario"]["deck"] = ["c4", "c7"]
    assert problem(config).startswith("scenario.actions: a scoring widget needs actions")


def test_an_illegal_play_names_the_action_and_the_ruling() -> None:
    config = copy.deepcopy(CONFIGS["lay"])
    config["scenario"]["actions"][0]["end"] = "right"
    assert problem(config) == ("scenario.actions[0]: play c25 right cover 0: square 0 of c25 "
                               "is red, it cannot cover the right end, which is blue "
                               "[ruling colours-match]")
