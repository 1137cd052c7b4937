"""Each widget kind's page side, as its package declares it (``WidgetSpec.scripts`` and
``announce``): a named script is a file of the game's ``static/`` folder that exports
``mount``, every script there is a kind's or imported by one, and a calculator's parts to read
out are selectors of its live view."""

from __future__ import annotations

import re

import pytest

from livewidgets.api import widget_specs
from sitebuild.widgetpaths import SOURCE, game_static

SPECS = widget_specs()


@pytest.mark.parametrize("game", sorted(SPECS))
def test_every_named_script_exists_and_mounts(game: str) -> None:
    folder = SOURCE / game_static(game)
    for kind, script in SPECS[game].scripts.items():
        path = folder / f"{script}.js"
        assert path.is_file(), (kind, path)
        assert re.search(r"export (async )?(function mount\b|const mount\b)",
                         path.read_text(encoding="utf-8")), path


@pytest.mark.parametrize("game", sorted(SPECS))
def test_no_script_is_left_without_a_kind(game: str) -> None:
    """A kind's script that the contract no longer names would never load: every script of
    the folder is named by a kind, or imported by a script that is."""
    folder = SOURCE / game_static(game)
    scripts = {p.stem: p.read_text(encoding="utf-8") for p in folder.glob("*.js")}
    named = set(SPECS[game].scripts.values())
    imported = {m for text in scripts.values()
                for m in re.findall(r'from "\./([a-z-]+)\.js"', text)}
    assert set(scripts) <= named | imported, sorted(set(scripts) - named - imported)


@pytest.mark.parametrize("game", sorted(SPECS))
def test_a_kind_is_live_static_or_scripted_and_announces_only_when_live(game: str) -> None:
    spec = SPECS[game]
    for kind, parts in spec.announce.items():
        assert kind in spec.live and kind not in spec.scripts, kind
        assert parts and all(isinstance(p, str) and p.strip() for p in parts), parts
