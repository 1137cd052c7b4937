"""MkDocs hooks of every language build (listed under `hooks:` in mkdocs.yml).

- on_config: adds one superfences fence per registered game (in the build's language),
  derives the navigation (each game's reading order from the registry) and the site name
  (the home page's title) from the language's own pages, sets site_url from the SITE_URL
  environment variable;
- on_page_markdown: checks the page's worked examples (file and line of a bad one) and
  writes the page's "last updated" date, from git, in the page's language;
- on_post_build: copies the generic widget files into <site_dir>/assets/widgets/ and each
  game's into <site_dir>/assets/widgets/<game>/.
"""

from __future__ import annotations

import logging
import os
import shutil
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # MkDocs loads this file by path, not as part of the package
    sys.path.insert(0, str(ROOT))

from engine import registry  # noqa: E402
from sitebuild import fence  # noqa: E402
from sitebuild.dates import format_last_updated, last_updated  # noqa: E402
from sitebuild.nav import build_nav, first_heading, reading_order  # noqa: E402

WIDGETS_STATIC = ROOT / "widgets" / "static"
GAME_WIDGETS = ROOT / "widgets" / "livewidgets"
"""Each game's widget package ``<GAME_WIDGETS>/<game>/`` has its browser files in static/."""
WIDGET_ASSETS = "assets/widgets"
# Loaded by every page (extra_css / extra_javascript); created empty in the site when the
# widgets work has not provided them yet, so no page refers to a missing file.
WIDGET_ENTRY_POINTS = ("widgets.css", "widgets.js")


def on_config(config: Any) -> Any:
    superfences = config.mdx_configs.setdefault("pymdownx.superfences", {})
    superfences["custom_fences"] = [
        *(f for f in superfences.get("custom_fences", [])
          if f.get("name") not in registry.game_ids()),
        *fence.custom_fences(config.extra["lang"])]
    docs_dir = Path(config.docs_dir)
    # SITE_URL (the published address, e.g. https://owner.github.io/repo/) gives each language
    # its sitemap, which material's instant navigation needs; without it every page still
    # works, with ordinary page loads.
    if site_url := os.environ.get("SITE_URL"):
        config.site_url = f"{site_url.rstrip('/')}/{Path(config.site_dir).name}/"
    if config.nav is None:
        config.nav = build_nav(docs_dir, reading_order(config.extra.get("nav_order", {})))
    # The site's name in the header and <title> is the home page's own (translated) title.
    if (docs_dir / "index.md").exists():
        config.site_name = first_heading(docs_dir / "index.md") or config.site_name
    try:
        import jieba  # type: ignore[import-untyped]
        jieba.setLogLevel(logging.WARNING)  # its "Building prefix dict" chatter on stderr
    except ImportError:
        pass
    return config


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    source_dir = Path(config.docs_dir)
    if generated_from := config.extra.get("generated_from"):
        source_dir = (Path(config.config_file_path).parent / generated_from).resolve()
    source = source_dir / page.file.src_path
    # A worked example no widget can show fails the build: "<file>:<line>: <game> widget: ..."
    shown = source.relative_to(ROOT) if source.is_relative_to(ROOT) else source
    fence.check_page(page.file.content_string, str(shown), config.extra["lang"])
    if source.exists():
        settings = config.extra["last_updated"]
        when = last_updated(source, source_dir)
        before, date, after = format_last_updated(when, settings["label"], settings["locale"])
        page.meta["last_updated"] = {"before": before, "date": date, "after": after,
                                     "iso": when.date().isoformat()}
    return markdown


def on_post_build(config: Any) -> None:
    target = Path(config.site_dir) / WIDGET_ASSETS
    if WIDGETS_STATIC.is_dir():
        shutil.copytree(WIDGETS_STATIC, target, dirs_exist_ok=True)
    for game in registry.game_ids():
        if (static := GAME_WIDGETS / game / "static").is_dir():
            shutil.copytree(static, target / game, dirs_exist_ok=True)
    target.mkdir(parents=True, exist_ok=True)
    for name in WIDGET_ENTRY_POINTS:
        (target / name).touch(exist_ok=True)
