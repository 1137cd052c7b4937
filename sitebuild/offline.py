"""The site offline after one visit: a service worker at the root, a web app manifest per language.

Each language build gets (:func:`install_language`, from the hooks' ``on_post_build``):

- ``<lang>/manifest.webmanifest``: the language's own app (its name is the home page's title in
  that language, its ``lang``, its start URL and scope the language's home). One manifest per
  language rather than one at the root: a reader who installs the site from a French page gets
  a French app that opens on the French home, and the manifest needs no language negotiation;
  the icons are the theme's favicon and logo, the theme colour the theme's primary colour
  (read from ``overrides/assets/living-rules/theme.css``, not typed here);
- ``<lang>/assets/offline/offline.js``, on every page (``extra_javascript``: no inline script
  for the Content-Security-Policy to allow): registers the worker and shows the page's notice
  (``overrides/main.html``; its sentences from :func:`notice`, words of the shared gettext
  catalogue) while the page's game is saved, and once it is available offline.

The site gets, after every language (:func:`install`, from ``sitebuild.build``), ``sw.js`` at
its root (so its scope covers every language, under any sub-path) from
``sitebuild/static/sw.js`` with the build's description filled in:

- ``version``: a hash of every file of the build (sw.js aside), generated at each build, never
  committed: any change gives a new worker, new caches, and the old caches deleted;
- ``runtime``: ``_runtime/``'s files and their own hash: Pyodide and the engine wheel are
  cached once for every game and language, and kept across deploys that do not change them;
- ``groups``: what one visit caches. A page's group is its game's folder in its language
  (``en/<game>/``: every page of it, the aid included, the language's home, the assets those
  pages link, the widgets' scripts, the search index and worker), or, for a page outside any
  game's folder, the language's top-level pages (``en/``). Groups never mix languages;
- ``offline``: per language folder (``en/``), the site's own offline page (:func:`offline_page`):
  what the worker answers, in the reader's language, for a page that is not saved while there
  is no connection, listing the games that are saved (the worker keeps the lines of those).

The service worker's fetch rules (network first for pages, cache first for assets, keys that
are full URLs, never another page in place of the one asked: the offline page, with its own
status 503, when that one is not saved) are described in ``sitebuild/static/sw.js``. While
offline, offline.js dims the links to games not saved (the worker says which are).
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import os
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

from engine import registry
from engine.i18n import LANGS, SHARED, SOURCE_LANG, Catalogue, catalogue
from sitebuild import widgetpaths
from sitebuild.languages import languages
from sitebuild.pages.aid import PAGE

ROOT = Path(__file__).resolve().parents[1]
STATIC = Path(__file__).resolve().parent / "static"
THEME_CSS = ROOT / "overrides" / "assets" / "living-rules" / "theme.css"

WORKER = "sw.js"
MANIFEST = "manifest.webmanifest"
ASSETS = "assets/offline"
SCRIPT = f"{ASSETS}/offline.js"
"""Where each language build has the registration script (``extra_javascript``)."""
FAVICON = "assets/images/favicon.png"
"""The theme's favicon (material's, 48 x 48), an icon of the manifest."""
LOGO = f"{ASSETS}/icon.svg"
"""The header's logo (material's ``library`` icon) on the primary colour: the scalable icon."""
PLACEHOLDER = "/*__LIVING_RULES_BUILD__*/"

def _sentences(t: Catalogue) -> dict[str, str]:
    """The notice's sentences, English msgids of the ``shared`` domain: French (typography
    set when the catalogue is compiled) and Traditional Chinese in ``engine/locale/<lang>/
    LC_MESSAGES/shared.po``, Simplified generated from the Traditional."""
    return {
        # Translators: shown on a game's page while the service worker caches its pages.
        "saving": t._("Saving this game's pages for reading offline…"),
        # Translators: shown once a game's pages are cached, on a game that has a player aid.
        "ready_aid": t._("Available offline: this game's pages, its player aid and its worked "
                         "examples now work without a connection."),
        # Translators: the same, on a game (or calculator) that has no player aid.
        "ready": t._("Available offline: this game's pages and its worked examples now work "
                     "without a connection."),
    }


def _has_aid(src_uri: str) -> bool:
    """Whether the page's game (the first folder of its docs path) has a player aid: the
    notice promises only what is cached."""
    game = src_uri.split("/")[0] if "/" in src_uri else ""
    return any(spec.id == game and PAGE in spec.pages for spec in registry.entries())


def notice(lang: str, src_uri: str = "") -> dict[str, str]:
    """The notice's two sentences (``saving``, ``ready``) in a build's language
    (``extra.lang``; English for an unknown one), for the page at ``src_uri`` (its path in
    the docs folder): ``ready`` names the player aid only when the page's game has one."""
    said = _sentences(catalogue(SHARED, lang if lang in LANGS else SOURCE_LANG))
    return {"saving": said["saving"], "ready": said["ready_aid" if _has_aid(src_uri) else "ready"]}


def theme_colour(css: Path = THEME_CSS) -> str:
    """The theme's primary colour (``--md-primary-fg-color``)."""
    found = re.search(r"--md-primary-fg-color:\s*(#[0-9a-fA-F]{3,8})\s*;", css.read_text("utf-8"))
    return found[1] if found else "#000000"


def _logo(colour: str) -> str:
    from material import templates

    icon = Path(templates.__file__).parent / ".icons" / "material" / "library.svg"
    paths = "".join(re.findall(r"<path\b[^>]*/>", icon.read_text(encoding="utf-8")))
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 32 32">'
            f'<rect x="-4" y="-4" width="32" height="32" fill="{colour}"/>'
            f'<g fill="#ffffff">{paths}</g></svg>\n')


def manifest(name: str, lang: str, colour: str) -> dict[str, Any]:
    """The web app manifest of one language build (URLs relative to the manifest)."""
    return {
        "name": name, "short_name": name, "lang": lang, "dir": "ltr",
        "start_url": "./", "scope": "./", "id": "./", "display": "standalone",
        "theme_color": colour, "background_color": "#ffffff",
        "icons": [{"src": FAVICON, "sizes": "48x48", "type": "image/png"},
                  {"src": LOGO, "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    }


def install_language(site_dir: Path, name: str, lang: str) -> None:
    """A language build's manifest, logo and registration script."""
    colour = theme_colour()
    (site_dir / ASSETS).mkdir(parents=True, exist_ok=True)
    (site_dir / SCRIPT).write_bytes((STATIC / "offline.js").read_bytes())
    (site_dir / LOGO).write_text(_logo(colour), encoding="utf-8")
    (site_dir / MANIFEST).write_text(
        json.dumps(manifest(name, lang, colour), ensure_ascii=False, indent=1), encoding="utf-8")


# -- the whole site: groups, versions, the worker ----------------------------------------------

_TAG = re.compile(r"""<(link|script|img|source)\b((?:[^>"']|"[^"]*"|'[^']*')*)>""", re.I)
"""A start tag that can load a file; quoted values may hold ``>``. A scan, not a parse: the
whole site's pages are read at every build, and a full HTML parse of 570 pages took most of
the offline step's time (tens of seconds); these tags are all the step needs."""
_ATTRIBUTE = re.compile(r"""([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?""")
_CONFIG = re.compile(r"""<script\b[^>]*\bid=["']?__config["']?[^>]*>(.*?)</script>""", re.I | re.S)


def _links(text: str) -> list[str]:
    """The site files a page loads: stylesheets, icons, the manifest, scripts, images, and
    material's search worker (named in its ``__config``)."""
    found: list[str] = []
    for tag in _TAG.finditer(text):
        values = {m[1].lower(): html.unescape(m[2] or m[3] or m[4] or "")
                  for m in _ATTRIBUTE.finditer(tag[2])}
        name = tag[1].lower()
        if name == "link" and set(values.get("rel", "").split()) & {
                "stylesheet", "icon", "manifest", "modulepreload", "preload"}:
            found.append(values.get("href", ""))
        elif name != "link" and values.get("src"):
            found.append(values["src"])
    if config := _CONFIG.search(text):
        try:
            worker = json.loads(config[1]).get("search")
        except ValueError:
            worker = None
        if isinstance(worker, str):
            found.append(worker)
    return found


def _page_url(path: str) -> str:
    """The address a page is read at: ``en/<game>/<page>/index.html`` -> ``en/<game>/<page>/``."""
    return path.removesuffix("index.html")


def _assets(site: Path, page: str) -> set[str]:
    """The site paths a page (its path in the site) loads, that exist in the build."""
    found = set()
    for link in _links((site / page).read_text(encoding="utf-8")):
        parts = urlsplit(link)
        if parts.scheme or parts.netloc or not parts.path:
            continue
        resolved = urlsplit(urljoin(f"https://site/{page}", parts.path)).path.lstrip("/")
        if (site / resolved).is_file():
            found.add(resolved)
    return found


def _files(folder: Path, site: Path) -> set[str]:
    return {p.relative_to(site).as_posix() for p in folder.rglob("*")
            if p.is_file() and p.suffix != ".map"} if folder.is_dir() else set()


def _search(lang: Path, site: Path) -> set[str]:
    """The language's search: its index, and the lunr files its worker loads for the index's
    languages (material's worker names them after its ``config.lang``)."""
    index = lang / "search" / "search_index.json"
    if not index.is_file():
        return set()
    langs = json.loads(index.read_text(encoding="utf-8")).get("config", {}).get("lang", [])
    lunr = lang / "assets" / "javascripts" / "lunr"
    wanted = [lunr / "min" / name for name in (
        "lunr.stemmer.support.min.js", "lunr.multi.min.js",
        *(f"lunr.{code}.min.js" for code in langs if code != "en"))]
    wanted += [lunr / name for code, name in (("ja", "tinyseg.js"), ("th", "wordcut.js"))
               if code in langs]
    return {index.relative_to(site).as_posix(),
            *(p.relative_to(site).as_posix() for p in wanted if p.is_file())}


def _languages(site: Path) -> list[Path]:
    return sorted(p for p in site.iterdir() if (p / SCRIPT).is_file() and (p / "index.html").is_file())


def groups(site: Path) -> dict[str, list[str]]:
    """Group key (``en/<game>/``, ``en/``) -> the site paths one visit to it caches."""
    found: dict[str, list[str]] = {}
    for lang in _languages(site):
        slug = lang.name
        pages = sorted(p.relative_to(site).as_posix() for p in lang.rglob("index.html"))
        by_group: dict[str, list[str]] = {}
        for page in pages:
            inner = page.split("/")[1:-1]
            by_group.setdefault(f"{slug}/{inner[0]}/" if inner else f"{slug}/", []).append(page)
        home = f"{slug}/index.html"
        widgets = lang / widgetpaths.SITE
        shared = (_files(lang / ASSETS, site) | _search(lang, site)
                  | {p.relative_to(site).as_posix()
                     for p in (widgets / widgetpaths.SHARED).glob("*") if p.is_file()}
                  | {p for p in (f"{slug}/{MANIFEST}",) if (site / p).is_file()})
        for key, members in by_group.items():
            # the widgets' shared scripts, and the group's game's own (loaded on demand)
            game = key.split("/")[1]
            files = shared | _files(widgets / widgetpaths.game_static(game), site) \
                if key.count("/") > 1 \
                else set(shared)
            for page in {*members, home}:
                files.add(_page_url(page))
                files |= _assets(site, page)
            found[key] = sorted(files)
    return found


def _digest(site: Path, paths: Iterable[str]) -> str:
    digest = hashlib.sha256()
    for path in sorted(paths):
        digest.update(path.encode("utf-8") + b"\0")
        digest.update(hashlib.sha256((site / path).read_bytes()).digest())
    return digest.hexdigest()[:16]


def _walk(site: Path) -> Iterator[str]:
    """Every file of the build, as a site path; symbolic links followed (a test's copy of the
    build may link the runtime rather than copy it)."""
    for folder, _, names in os.walk(site, followlinks=True):
        for name in names:
            yield (Path(folder) / name).relative_to(site).as_posix()


def _size(site: Path, path: str) -> int:
    target = site / path
    return (target / "index.html" if path.endswith("/") or not path else target).stat().st_size


OFFLINE_STYLE = ("body{font:1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;"
                 "padding:0 1rem;color:#1a1a1a}h1{font-size:1.5rem}li{margin:.4rem 0}"
                 "a{color:#3f51b5}")
"""The offline page's one inline style, allowed by its own policy's hash (no script at all)."""


def _offline_sentences(t: Catalogue) -> dict[str, str]:
    return {
        # Translators: the title of the page shown, offline, for a page not saved on the device.
        "title": t._("You are offline"),
        # Translators: the offline page's first sentence.
        "why": t._("This page is not saved on this device, and there is no connection to "
                   "fetch it."),
        # Translators: before the list of the games saved on the device.
        "some": t._("These games are saved on this device and open without a connection:"),
        # Translators: the offline page when no game is saved on the device yet.
        "none": t._("No game is saved on this device yet: open a game's page once with a "
                    "connection and its pages are saved."),
        # Translators: the offline page when games are saved, but in other languages only,
        # before the list of those games (each with its language's name).
        "elsewhere": t._("No game is saved in this language on this device yet. These games "
                         "are saved in other languages:"),
        # Translators: the offline page's link to the language's home page.
        "home": t._("Home page"),
    }


def offline_page(slug: str, code: str) -> str:
    """The site's offline page of one language build (folder ``slug``, language ``code``),
    its links relative to the language's home (the worker writes the ``<base>``:
    :data:`BASE`). The worker keeps a line with ``data-group`` only when that game is saved,
    and one with ``data-when`` only when its case holds (sitebuild/static/sw.js): ``here``
    (games saved in this language: they are listed), ``elsewhere`` (saved in other languages
    only, review 37 C1: the French page listed nothing), ``none`` (nothing saved), ``home``
    (the language's home is saved: else its link would answer this page again)."""
    from sitebuild.pages.home import name_in   # the cards' own names, in the same order

    said = {key: html.escape(value) for key, value in
            _offline_sentences(catalogue(SHARED, code if code in LANGS else SOURCE_LANG)).items()}
    others = [other for other in languages() if other.slug != slug]
    style = base64.b64encode(hashlib.sha256(OFFLINE_STYLE.encode()).digest()).decode()
    policy = f"default-src 'none'; style-src 'sha256-{style}'; img-src 'self'; base-uri 'self'"

    def games(lang: str) -> list[tuple[str, str]]:
        return sorted((name_in(dict(spec.names), lang), spec.id) for spec in registry.entries())

    return "\n".join([
        "<!doctype html>",
        f'<html lang="{html.escape(code)}"><head><meta charset="utf-8">',
        f'<meta http-equiv="Content-Security-Policy" content="{policy}">',
        '<meta name="viewport" content="width=device-width,initial-scale=1">',
        f'<base href="{BASE}"><title>{said["title"]}</title><style>{OFFLINE_STYLE}</style>',
        '</head><body><main class="lr-offline-page">',
        f'<h1>{said["title"]}</h1>', f"<p>{said['why']}</p>",
        f'<p data-when="here">{said["some"]}</p>', '<ul class="lr-saved">',
        *(f'<li data-group="{slug}/{game}/"><a href="{game}/">{html.escape(name)}</a></li>'
          for name, game in games(code)),
        "</ul>", f'<p data-when="elsewhere">{said["elsewhere"]}</p>',
        '<ul class="lr-saved-elsewhere">',
        *(f'<li data-group="{other.slug}/{game}/" data-when="elsewhere" lang="{other.code}">'
          f'<a href="../{other.slug}/{game}/" hreflang="{other.code}">{html.escape(name)}</a> '
          f"({html.escape(other.name)})</li>"
          for other in others for name, game in games(other.code)),
        "</ul>", f'<p data-when="none">{said["none"]}</p>',
        f'<p data-when="home"><a href="./">{said["home"]}</a></p>', "</main></body></html>"])


BASE = "__LIVING_RULES_BASE__"
"""Where the offline page has the address of its language's home, written by the worker."""


def offline_pages(site: Path) -> dict[str, str]:
    """Language folder (``en/``) -> its offline page, for the languages built in ``site``."""
    built = {lang.name for lang in _languages(site)}
    return {f"{lang.slug}/": offline_page(lang.slug, lang.code)
            for lang in languages() if lang.slug in built}


def build_description(site: Path) -> dict[str, Any]:
    """What the worker needs to know of this build (see the module's docstring)."""
    every = sorted(path for path in _walk(site) if path != WORKER)
    runtime = sorted(p for p in every if p.startswith("_runtime/"))
    return {
        "version": _digest(site, every),
        "runtime": {"version": _digest(site, runtime), "files": runtime,
                    "bytes": sum(_size(site, p) for p in runtime)},
        "groups": {key: {"files": files, "bytes": sum(_size(site, p) for p in files)}
                   for key, files in groups(site).items()},
        "offline": offline_pages(site),
    }


def install(site: Path) -> dict[str, Any]:
    """Write ``<site>/sw.js`` for this build; returns the build's description."""
    description = build_description(site)
    source = (STATIC / WORKER).read_text(encoding="utf-8")
    head, marker, tail = source.partition(PLACEHOLDER)
    if not marker:
        raise ValueError(f"{STATIC / WORKER} has no {PLACEHOLDER}")
    value = json.dumps(description, separators=(",", ":"))
    tail = tail.split(";", 1)[1]  # the development default after the placeholder
    (site / WORKER).write_text(f"{head}{value};{tail}", encoding="utf-8")
    return description
