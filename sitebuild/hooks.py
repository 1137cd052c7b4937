"""MkDocs hooks of every language build (listed under `hooks:` in mkdocs.yml).

- on_config: adds one superfences fence per registered game (in the build's language) and
  each game's stylesheet (its widget package's static/<game>.css) to extra_css, derives the
  navigation (each game's reading order from the registry) and the site name
  (the home page's title) from the language's own pages, sets site_url from the SITE_URL
  environment variable;
- on_page_markdown: checks the page's worked examples (file and line of a bad one) and
  writes the page's "last updated" date, from git, in the page's language; appends the
  page's "rule changes", from its `rules:` commits (sitebuild/pages/rulechanges.py);
- on_config, on_page_content: the rulings' badges and the widgets stay out of the search
  index (sitebuild/pages/search_skip.py);
- on_page_content, on_post_page, on_post_template: French typography on the French pages' text
  (sitebuild/words/typography_pages.py); on every page's content, the minus sign of negative
  numbers (sitebuild/words/typography.py's minus_signs);
- on_env, on_page_context: each page's description, link preview (Open Graph, Twitter card)
  and hreflang alternates, written by overrides/main.html and, on_post_template, into
  sitemap.xml (sitebuild/pages/describe.py);
- on_page_markdown also fills the player aid's placeholders (facts, glossary terms, drawings:
  sitebuild/pages/aid.py), and on_page_content lays an aid page out as cards; on_page_context gives
  every page the "available offline" notice in its language (sitebuild/offline.py) and the
  left bar's words (sitebuild/nav.py: the current game's pages and a link to all games);
- on_post_build: writes the aid's stylesheet, the language's web app manifest and the service
  worker's registration script (sitebuild/pages/aid.py, sitebuild/offline.py); copies the widgets'
  browser files into <site_dir>/assets/widgets/, laid out as in widgets/
  (sitebuild/widgetpaths.py); cuts the Chinese search index into words and
  their parts (sitebuild/pages/search_cut.py); writes the language's Content-Security-Policy into
  every page (sitebuild/pages/csp.py). It runs last, after the search plugin has written its index.
"""

from __future__ import annotations

import logging
import os
import shutil
import sys
from pathlib import Path
from typing import Any

from mkdocs.plugins import event_priority

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # MkDocs loads this file by path, not as part of the package
    sys.path.insert(0, str(ROOT))

from engine import registry  # noqa: E402
from sitebuild import fence, offline  # noqa: E402
from sitebuild.pages import (aid, beside, csp, describe, home, limits, rulechanges,  # noqa: E402
                             search_cut, search_rank, search_skip)
from sitebuild import widgetpaths  # noqa: E402
from sitebuild.pages.dates import format_last_updated, last_updated  # noqa: E402
from sitebuild.nav import build_nav, first_heading, labels, reading_order  # noqa: E402
from sitebuild.words.typography import minus_signs  # noqa: E402
from sitebuild.words.typography_pages import french_html, game_names, typeset_page  # noqa: E402

# Loaded by every page (extra_css / extra_javascript); created empty in the site when the
# widgets work has not provided them yet, so no page refers to a missing file.
WIDGET_ENTRY_POINTS = ("widgets.css", "widgets.js")


def on_config(config: Any) -> Any:
    superfences = config.mdx_configs.setdefault("pymdownx.superfences", {})
    superfences["custom_fences"] = [
        *(f for f in superfences.get("custom_fences", [])
          if f.get("name") not in registry.entry_ids()),
        *fence.custom_fences(config.extra["lang"])]
    # Each game's stylesheet on every page (its worked examples are styled without JavaScript);
    # on_post_build copies it there.
    for game in registry.entry_ids():
        sheet = widgetpaths.game_url(game, f"{game}.css")
        if (widgetpaths.SOURCE / widgetpaths.game_static(game) / f"{game}.css").is_file() \
                and sheet not in config.extra_css:
            config.extra_css.append(sheet)
    # The player aid's stylesheet and the service worker's registration, on every page.
    if aid.STYLESHEET not in config.extra_css:
        config.extra_css.append(aid.STYLESHEET)
    if offline.SCRIPT not in [str(script) for script in config.extra_javascript]:
        config.extra_javascript.append(offline.SCRIPT)
    docs_dir = Path(config.docs_dir)
    # SITE_URL (the published address, e.g. https://owner.github.io/repo/) gives each language
    # its sitemap, which material's instant navigation needs; without it every page still
    # works, with ordinary page loads.
    if site_url := os.environ.get("SITE_URL"):
        config.site_url = f"{site_url.rstrip('/')}/{Path(config.site_dir).name}/"
    if config.nav is None:
        config.nav = build_nav(docs_dir, reading_order(config.extra.get("nav_order", {}),
                                                       str(config.extra.get("lang", ""))))
    # Material's search skips a marked element whole (sitebuild/pages/search_skip.py).
    search_skip.skip_whole_elements()
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
    # The home page's cards of games, from the registry (sitebuild/pages/home.py)
    markdown = home.fill(markdown, src_uri=page.file.src_uri, lang=config.extra["lang"],
                         docs_dir=Path(config.docs_dir))
    # A game's limits on its workshop page, from the registry (sitebuild/pages/limits.py)
    markdown = limits.fill(markdown, src_uri=page.file.src_uri, lang=config.extra["lang"],
                           shown=str(shown))
    # The aid's numbers, terms and drawings; an unknown placeholder: "<file>:<line>: ..."
    markdown = aid.fill(markdown, src_uri=page.file.src_uri, lang=config.extra["lang"],
                        docs_dir=Path(config.docs_dir), shown=str(shown))
    # The "rule changes" at the page's foot, from the `rules:` commits (sitebuild/pages/rulechanges.py)
    markdown = rulechanges.append_section(markdown, page.file.src_uri, config.extra["lang"],
                                          config.extra["last_updated"]["locale"],
                                          source_dir.parent)
    if source.exists():
        settings = config.extra["last_updated"]
        when = last_updated(source, source_dir)
        before, date, after = format_last_updated(when, settings["label"], settings["locale"])
        page.meta["last_updated"] = {"before": before, "date": date, "after": after,
                                     "iso": when.date().isoformat()}
    return markdown


def _french(config: Any) -> bool:
    return str(config.extra.get("lang", "")) == "fr"


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    # Before material indexes the page, so search results read the same text.
    html = typeset_page(html, page, fix=minus_signs)
    html = typeset_page(html, page, keep=game_names()) if _french(config) else html
    html = search_skip.badges_unsearched(html)
    return aid.wrap(beside.set_beside(html), page.file.src_uri,
                    str(config.extra.get("lang", "")))


def on_env(env: Any, config: Any, files: Any) -> Any:
    # Every page of the language is rendered by now (French typography included), and nothing
    # is written yet: descriptions can be compared across pages, alternates go in the sitemap.
    describe.prepare(config, (file.page for file in files.documentation_pages()))
    return env


def on_page_context(context: Any, page: Any, config: Any, nav: Any) -> Any:
    context["offline_notice"] = offline.notice(str(config.extra.get("lang", "")),
                                               page.file.src_uri)
    context["nav_labels"] = labels(str(config.extra.get("lang", "")))
    return describe.page_context(context, page, config, nav)


@event_priority(-100)   # the written page as the theme and every plugin left it
def on_post_page(output: str, page: Any, config: Any) -> str:
    # Header, navigation, table of contents, <title>, footer: the page's every visible text,
    # and the search results' label of the words not found (in the page's config)
    if not _french(config):
        return output
    return search_rank.french_missing(french_html(output, keep=game_names()))


def on_post_template(output: str, template_name: str, config: Any) -> str:
    if template_name == "sitemap.xml":
        return describe.sitemap(output, config)
    # The theme's own pages (404.html); sitemap.xml is no prose.
    if _french(config) and template_name.endswith(".html"):
        return french_html(output, keep=game_names())
    return output


@event_priority(-100)   # after the search plugin has written search/search_index.json
def on_post_build(config: Any) -> None:
    target = Path(config.site_dir) / widgetpaths.SITE
    shared = widgetpaths.SOURCE / widgetpaths.SHARED
    if shared.is_dir():
        shutil.copytree(shared, target / widgetpaths.SHARED, dirs_exist_ok=True)
    for game in registry.entry_ids():
        if (static := widgetpaths.SOURCE / widgetpaths.game_static(game)).is_dir():
            shutil.copytree(static, target / widgetpaths.game_static(game), dirs_exist_ok=True)
    (target / widgetpaths.SHARED).mkdir(parents=True, exist_ok=True)
    for name in WIDGET_ENTRY_POINTS:
        (target / widgetpaths.SHARED / name).touch(exist_ok=True)
    aid.install(Path(config.site_dir))
    offline.install_language(Path(config.site_dir), config.site_name,
                             str(config.extra.get("lang", "")))
    search_cut.rewrite_site(Path(config.site_dir), str(config.extra.get("lang", "")))
    csp.apply_to_site(Path(config.site_dir))
