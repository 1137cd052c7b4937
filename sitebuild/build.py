"""`python -m sitebuild build`: the whole multilingual site into one folder.

site/index.html     language chooser (rootpage.py)
site/404.html       the first language's "not found" page, for GitHub Pages
site/<slug>/        one strict MkDocs build per language (config/<lang>.yml), run in parallel
                    processes: each build is single-threaded and the languages are independent
site/_runtime/      shared widget runtime, installed once by sitebuild.assets.install
site/sw.js          the service worker, for every language, versioned by a hash of the build
                    (sitebuild/offline.py), written last
"""

from __future__ import annotations

import logging
import os
import shutil
import time
import warnings
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path

from sitebuild import offline, rootpage

from sitebuild.words import catalogues, simplified
from sitebuild.languages import DOCS_ROOT, ROOT, Language, languages

# jieba (imported by material's search plugin) still uses pkg_resources; its notice is noise.
warnings.filterwarnings("ignore", message="pkg_resources is deprecated", category=UserWarning)

SITE_DIR = ROOT / "site"
WORK_DIR = ROOT / "build"   # generated pages (zh-Hans), never committed


class SiteBuildError(RuntimeError):
    """The site could not be built; the message says which language, file and warning."""


@dataclass(frozen=True)
class LanguageResult:
    slug: str
    seconds: float
    messages: tuple[str, ...]   # warnings and errors, already prefixed with the language
    ok: bool


def build_site(site_dir: Path = SITE_DIR, docs_root: Path = DOCS_ROOT,
               work_dir: Path = WORK_DIR, only: set[str] | None = None,
               jobs: int | None = None) -> list[LanguageResult]:
    """Build every language (or the slugs in `only`) into `site_dir`; raise SiteBuildError on any
    warning. Returns the timing of each language."""
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    # The engine's and widgets' words, compiled before any page or the wheel needs them; an
    # untranslated one is an error, like any warning of the build.
    catalogues.compile_all(quiet=True)
    if untranslated := catalogues.check():
        raise SiteBuildError("untranslated messages (python -m sitebuild.words.catalogues update, "
                             "then translate):\n  " + "\n  ".join(untranslated))
    selected = [lang for lang in languages(docs_root=docs_root) if only is None or lang.slug in only]
    plans = [_plan(lang, site_dir, docs_root, work_dir) for lang in selected]
    site_dir.mkdir(parents=True, exist_ok=True)
    rootpage.write(site_dir / "index.html")
    workers = max(1, min(len(plans), jobs or os.cpu_count() or 1))
    # spawn: fresh interpreters, so a long-running `serve` picks up edits to the engine and the
    # widgets, and no lock held by a thread of the parent is inherited
    with ProcessPoolExecutor(workers, mp_context=get_context("spawn")) as pool:
        # the runtime (the wheel, then Python's snapshot in Node: seconds) reads no page: made
        # beside the languages, not after them
        runtime = pool.submit(install_shared_assets, str(site_dir))
        results = list(pool.map(build_language, *zip(*plans))) if plans else []
        failures = [message for result in results if not result.ok for message in result.messages]
        if failures:
            raise SiteBuildError("site build failed (strict: every warning is an error):\n"
                                 + "\n".join(failures))
        runtime.result()
    _root_not_found_page(site_dir, languages(docs_root=docs_root)[0])
    offline.install(site_dir)   # last: its version is a hash of every other file
    return results


def _root_not_found_page(site_dir: Path, first: Language) -> None:
    """GitHub Pages answers every missing address with the root's 404.html: use the first
    language's. Its links only work from any depth when SITE_URL was set (absolute paths)."""
    if (page := site_dir / first.slug / "404.html").exists():
        shutil.copyfile(page, site_dir / "404.html")


def _plan(lang: Language, site_dir: Path, docs_root: Path, work_dir: Path) -> tuple[str, ...]:
    docs_dir = lang.docs_dir
    if lang.generated:
        docs_dir = work_dir / "docs" / lang.code
        try:
            simplified.generate(lang.source_dir, docs_dir)
        except simplified.ConversionError as error:
            raise SiteBuildError(f"[{lang.slug}] {error}") from None
    return (lang.slug, str(lang.config_file), str(docs_dir), str(site_dir / lang.slug),
            str(lang.source_dir))


def build_language(slug: str, config_file: str, docs_dir: str, site_dir: str,
                   source_dir: str) -> LanguageResult:
    """One strict MkDocs build; every warning and error comes back as text, never a traceback."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import Abort, MkDocsException

    collected: list[str] = []
    handler = _Collector(slug, collected)
    logger = logging.getLogger("mkdocs")
    logger.addHandler(handler)
    logger.propagate = False
    started = time.perf_counter()
    ok = True
    try:
        config = load_config(config_file, docs_dir=docs_dir, site_dir=site_dir, strict=True)
        if Path(source_dir) != Path(docs_dir):
            config.extra["generated_from"] = source_dir
        build(config)   # cleans site_dir first
    except (Abort, MkDocsException) as error:
        ok = False
        collected.append(f"[{slug}] {error}")
    except Exception as error:  # noqa: BLE001 - reported with its language, then the build fails
        ok = False
        collected.append(f"[{slug}] {type(error).__name__}: {error}")
    finally:
        logger.removeHandler(handler)
    return LanguageResult(slug, time.perf_counter() - started, tuple(collected),
                          ok and not handler.warned)


class _Collector(logging.Handler):
    def __init__(self, slug: str, into: list[str]) -> None:
        super().__init__(logging.WARNING)
        self.slug, self.into, self.warned = slug, into, False

    def emit(self, record: logging.LogRecord) -> None:
        self.warned = True
        self.into.append(f"[{self.slug}] {record.levelname}: {record.getMessage()}")


def install_shared_assets(site_dir: str) -> None:
    """The widget runtime (Pyodide, engine wheel) once at the site root, for all languages."""
    from sitebuild import assets

    assets.install(Path(site_dir))
