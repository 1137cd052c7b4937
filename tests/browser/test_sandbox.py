"""The sandbox in chromium, in every language: a whole game, undo, share links, import, XSS,
simulate, keyboard and phone. Each test fails on a console error or a request that leaves the
page's origin."""

from __future__ import annotations

import html
import json
import re
import threading
import zipfile
from dataclasses import dataclass
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Iterator

import pytest
from playwright.sync_api import Locator, Page, sync_playwright

from engine.pdbmv import from_json
from engine.pdbmv.events import Event, EventKind
from engine.pdbmv.messages import render
from livewidgets.sandbox import render_static
from livewidgets.sandbox_text import STRINGS

pytestmark = pytest.mark.browser
LANGS = ("en", "fr", "zh", "zh-Hans")
READY = "[data-widget=sandbox][data-state=ready]"
EVIL = "<img src=x onerror=window.__xss=1>"


ROOT = Path(__file__).resolve().parents[2]
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]

# -- temporary stand-in for the shared runtime and site fixtures ------------------------------
# Until widgets/static/runtime.js and tests/browser/conftest.py exist, each page below loads
# Pyodide from node_modules in the page itself and unpacks the engine and livewidgets sources.

HARNESS = """<!doctype html><html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>sandbox</title>
<link rel="icon" href="data:,"></head><body>
<div data-widget="sandbox" data-config="{config}">{body}</div>
<script type="module">
import {{ loadPyodide }} from "./pyodide/pyodide.mjs";
import {{ mount }} from "./static/sandbox.js";
let runtime;
function getRuntime() {{
  runtime ??= (async () => {{
    const py = await loadPyodide({{ indexURL: new URL("./pyodide/", location.href).href }});
    const zip = await (await fetch("./py.zip")).arrayBuffer();
    py.unpackArchive(new Uint8Array(zip), "zip",
      {{ extractDir: py.runPython("import site; site.getsitepackages()[0]") }});
    py.runPython("import importlib, json");
    return {{ call: async (fn, args) => {{
      const [module, name] = fn.split(".");
      py.globals.set("args_json", JSON.stringify(args));
      return JSON.parse(py.runPython(`json.dumps(getattr(importlib.import_module(
        "livewidgets.${{module}}"), "${{name}}")(**json.loads(args_json)))`));
    }} }};
  }})();
  return runtime;
}}
mount(document.querySelector("[data-widget]"), {{ lang: "{lang}", getRuntime,
  announce: () => {{}} }});
</script></body></html>"""


@dataclass
class SandboxSite:
    origin: str

    def url(self, lang: str) -> str:
        return f"{self.origin}/{lang}.html"


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SandboxSite]:
    folder = tmp_path_factory.mktemp("sandbox-site")
    (folder / "pyodide").symlink_to(ROOT / "node_modules" / "pyodide")
    (folder / "static").symlink_to(ROOT / "widgets" / "static")
    with zipfile.ZipFile(folder / "py.zip", "w") as archive:
        for package, base in (("engine", ROOT), ("livewidgets", ROOT / "widgets")):
            for source in (base / package).rglob("*.py"):
                archive.write(source, source.relative_to(base))
    config = {"widget": "sandbox"}
    for lang in LANGS:
        (folder / f"{lang}.html").write_text(HARNESS.format(
            lang=lang, config=html.escape(json.dumps(config)),
            body=render_static(config, lang)), encoding="utf-8")
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(QuietHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield SandboxSite(f"http://127.0.0.1:{server.server_address[1]}")
    server.shutdown()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                              args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()

# ---------------------------------------------------------------------------------------------


@pytest.fixture
def watched(site: SandboxSite, browser: Any) -> Iterator[dict[str, Any]]:
    """A fresh page that records console errors and requests to other origins."""
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    problems: dict[str, list[str]] = {"errors": [], "foreign": []}
    page.on("console", lambda m: m.type == "error" and problems["errors"].append(m.text))
    page.on("pageerror", lambda e: problems["errors"].append(str(e)))
    page.on("request", lambda r: None if r.url.startswith(site.origin)
            or r.url.startswith(("data:", "blob:")) else problems["foreign"].append(r.url))
    yield {"page": page, "context": context, **problems}
    context.close()
    assert problems["errors"] == [], "console errors"
    assert problems["foreign"] == [], "requests left the origin"


def open_sandbox(page: Page, url: str) -> Locator:
    page.goto(url)
    page.wait_for_selector(READY, timeout=90_000)
    return page.locator("[data-widget=sandbox]").first


def idle(root: Locator) -> None:
    root.page.wait_for_function(
        "r => !r.hasAttribute('aria-busy')", arg=root.element_handle(), timeout=60_000)


def moves(root: Locator) -> int:
    return root.locator(".sbx-log-list > li").count()


def wait_moves(root: Locator, count: int) -> None:
    root.page.wait_for_function(
        "([r, n]) => r.querySelectorAll('.sbx-log-list > li').length === n",
        arg=[root.element_handle(), count], timeout=60_000)
    idle(root)


def open_panel(root: Locator, name: str) -> Locator:
    button = root.locator(f"[data-panel-button={name}]")
    if button.get_attribute("aria-expanded") != "true":
        button.click()
    panel = root.locator(f"[data-panel={name}]")
    panel.wait_for(state="visible")
    return panel


def exported(root: Locator) -> dict[str, Any]:
    panel = open_panel(root, "export")
    area = panel.locator("[data-scenario-json]")
    root.page.wait_for_function("a => a.value.length > 0", arg=area.element_handle())
    data = json.loads(area.input_value())
    root.locator("[data-panel-button=export]").click()
    return data


def new_game(root: Locator, names: list[str], seats: list[str], seed: int = 7) -> None:
    panel = open_panel(root, "setup")
    panel.locator("[data-player-count]").select_option(str(len(names)))
    rows = panel.locator("[data-seat-row]")
    for i, (name, seat) in enumerate(zip(names, seats)):
        rows.nth(i).locator("input").fill(name)
        rows.nth(i).locator("select").select_option(seat)
    panel.locator("[data-seed]").fill(str(seed))
    panel.locator("button[type=submit]").click()
    panel.wait_for(state="hidden")
    idle(root)


def ui(lang: str, key: str) -> str:
    """The fixed part of a UI string before its first slot."""
    return STRINGS[lang][key].split("{")[0].strip()


@pytest.mark.parametrize("lang", LANGS)
def test_bots_play_a_whole_game_to_the_final_scores(watched: dict, site: SandboxSite,
                                                    lang: str) -> None:
    root = open_sandbox(watched["page"], site.url(lang))
    root.locator("[data-bot-delay]").select_option("none")
    new_game(root, ["Ana", "Ben", "Chen"], ["random", "greedy", "random"], seed=11)
    root.locator("[data-results]").wait_for(timeout=90_000)
    idle(root)
    state = from_json(exported(root))
    assert state.is_over
    rows = root.locator("[data-results] tbody tr")
    assert rows.count() == 3
    shown = {rows.nth(i).locator("th").inner_text(): int(rows.nth(i).locator("td").nth(1)
                                                         .inner_text()) for i in range(3)}
    assert shown == state.scores()
    assert ui(lang, "game_over") in root.locator("[data-status]").inner_text()
    ranking = state.ranking()
    sentence = render(Event(EventKind.RANKING, {"ranking": [list(g) for g in ranking.groups],
                                                "winners": list(ranking.winners)}), lang)
    assert sentence in root.locator(".sbx-log-list").inner_text()


@pytest.mark.parametrize("lang", LANGS)
def test_undo_illegal_attempt_and_keyboard_play(watched: dict, site: SandboxSite,
                                                lang: str) -> None:
    page = watched["page"]
    root = open_sandbox(page, site.url(lang))
    new_game(root, ["Ana", "Ben"], ["human", "human"], seed=3)
    before = exported(root)

    # Direct manipulation of an illegal bribe: the engine's ruling, nothing changes.
    card = root.locator(".sbx-hand [data-card]:not([data-card=wild])").first
    kind = card.get_attribute("data-card")
    card.click()
    assert card.get_attribute("aria-pressed") == "true"
    root.locator(f"[data-target=bribe]:not([data-treasure={kind}])").first.click()
    message = root.locator("[data-message]")
    message.wait_for(state="visible")
    assert "bribe-one-type" in message.inner_text()
    idle(root)
    assert exported(root) == before and moves(root) == 0

    # The same card on its own token is legal.
    root.locator(f"[data-target=bribe][data-treasure={kind}]").click()
    wait_moves(root, 1)
    assert exported(root) != before

    # Undo restores the exact position; redo plays it again.
    root.locator("[data-command=undo]").click()
    wait_moves(root, 0)
    assert exported(root) == before
    root.locator("[data-command=redo]").click()
    wait_moves(root, 1)

    # Keyboard only: Tab to the first legal action and press Enter.
    page.locator("body").focus()
    for _ in range(400):
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.closest('[data-action]')"):
            break
    else:
        pytest.fail("no legal action reachable with Tab")
    page.keyboard.press("Enter")
    wait_moves(root, 2)
    # A hand card toggles with the keyboard too.
    root.locator(".sbx-hand [data-card]").first.focus()
    page.keyboard.press("Space")
    assert root.locator(".sbx-hand [data-card]").first.get_attribute("aria-pressed") == "true"


@pytest.mark.parametrize("lang", LANGS)
def test_shared_link_restores_the_exact_position(watched: dict, site: SandboxSite,
                                                 lang: str) -> None:
    root = open_sandbox(watched["page"], site.url(lang))
    root.locator("[data-bot-delay]").select_option("none")
    new_game(root, ["Ana", "Ben", "Chen"], ["human", "greedy", "random"], seed=5)
    for turn in range(3):
        count = moves(root)
        root.locator("[data-action]").nth(turn).click()
        wait_moves(root, count + 3)
    original = exported(root)
    link = open_panel(root, "share").locator("[data-share-url]").input_value()
    assert "#sandbox=" in link
    other = watched["context"].new_page()
    restored = open_sandbox(other, link)
    assert exported(restored) == original
    assert restored.locator(".sbx-log-list").inner_text() == root.locator(
        ".sbx-log-list").inner_text()


@pytest.mark.parametrize("lang", LANGS)
def test_impossible_import_names_the_field_and_keeps_the_game(watched: dict, site: SandboxSite,
                                                             lang: str) -> None:
    root = open_sandbox(watched["page"], site.url(lang))
    before = exported(root)
    broken = json.loads(json.dumps(before))
    first = broken["players"][0]
    broken["hands"][first][0] = "dragon"
    panel = open_panel(root, "import")
    panel.locator("[data-scenario-json]").fill(json.dumps(broken))
    panel.locator("[data-import]").click()
    error = panel.locator("[data-panel-error]")
    root.page.wait_for_function("e => e.textContent.length > 0", arg=error.element_handle())
    assert f"hands.{first}[0]" in error.inner_text()
    assert ui(lang, "bad_scenario") in error.inner_text()
    idle(root)
    root.locator("[data-panel-button=import]").click()
    assert exported(root) == before
    root.locator("[data-action]").first.click()
    wait_moves(root, 1)

    # A possible scenario loads.
    panel = open_panel(root, "import")
    panel.locator("[data-scenario-json]").fill(json.dumps(before))
    panel.locator("[data-import]").click()
    panel.wait_for(state="hidden")
    idle(root)
    assert exported(root) == before


@pytest.mark.parametrize("lang", LANGS)
def test_broken_link_explains_and_starts_a_normal_game(watched: dict, site: SandboxSite,
                                                       lang: str) -> None:
    root = open_sandbox(watched["page"], site.url(lang) + "#sandbox=bm90IGEgZ2FtZQ")
    message = root.locator("[data-message]")
    assert message.is_visible()
    assert ui(lang, "bad_link") in message.inner_text()
    root.locator("[data-action]").first.click()
    wait_moves(root, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_player_name_with_html_is_shown_as_text(watched: dict, site: SandboxSite,
                                                lang: str) -> None:
    page = watched["page"]
    root = open_sandbox(page, site.url(lang))
    root.locator("[data-bot-delay]").select_option("none")
    new_game(root, [EVIL, "Ben"], ["human", "random"], seed=2)
    root.locator("[data-action]").first.click()
    wait_moves(root, 2)
    assert page.evaluate("window.__xss") is None
    assert root.locator(".sbx-player-name").first.inner_text() == EVIL
    assert EVIL in root.locator(".sbx-log-list").inner_text()
    assert root.locator("img").count() == 0
    panel = open_panel(root, "simulate")
    panel.locator("[data-sim-games]").fill("50")
    panel.locator("[data-sim-run]").click()
    panel.locator("[data-sim-result] svg").first.wait_for()
    assert page.evaluate("window.__xss") is None
    assert root.locator("img").count() == 0


@pytest.mark.parametrize("lang", LANGS)
def test_simulate_panel_draws_the_chart(watched: dict, site: SandboxSite, lang: str) -> None:
    root = open_sandbox(watched["page"], site.url(lang))
    panel = open_panel(root, "simulate")
    assert panel.locator("[data-sim-games]").input_value() == "1000"
    panel.locator("[data-sim-run]").click()
    panel.locator("[data-sim-result] svg[data-chart=wins]").wait_for(timeout=60_000)
    assert panel.locator("svg[data-chart=scores]").count() == 1
    speed = panel.locator("[data-sim-speed]")
    assert re.search(r"1000", speed.inner_text())
    seconds = float(speed.get_attribute("data-seconds") or "nan")
    print(f"\nsandbox simulate [{lang}]: 1000 random games in {seconds:.2f} s (browser)")
    rows = panel.locator("table[data-table=wins] tbody tr")
    assert rows.count() == 2
    rates = [float((rows.nth(i).locator("td").nth(1).text_content() or "").rstrip("%"))
             for i in range(2)]
    assert abs(sum(rates) - 100) < 0.2


@pytest.mark.parametrize("lang", LANGS)
def test_phone_width_touch_play(site: SandboxSite, browser: Any, lang: str) -> None:
    context = browser.new_context(viewport={"width": 375, "height": 740}, has_touch=True,
                                  is_mobile=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    root = open_sandbox(page, site.url(lang))
    overflow = page.evaluate("document.documentElement.scrollWidth")
    assert overflow <= 375, f"page is {overflow}px wide at 375px"
    card = root.locator(".sbx-hand [data-card]:not([data-card=wild])").first
    kind = card.get_attribute("data-card")
    card.tap()
    root.locator(f"[data-target=bribe][data-treasure={kind}]").tap()
    root.page.wait_for_function(
        "r => r.querySelectorAll('.sbx-log-list > li').length >= 1",
        arg=root.element_handle(), timeout=30_000)
    assert errors == []
    context.close()
