"""Finding your way (issue 22), read as a reader does, in chromium, from the session's one build:

- the home page opens with a card per registered game (drawing, players and length as the
  registry's box facts say, Learn / Try / Player aid in the page's language), on a 375 px
  touch phone and a 1280 px laptop, in every language, with no horizontal scroll; on the
  phone, compact: three games or more per screen, every link at least 44 px either way;
- a game's page lists that game's pages and a link to all games in its left bar, never another
  game's pages; on a laptop the table of contents is folded into the left bar, so a page with
  a worked example gives the article at least 700 px, and "All games" stays in sight and
  clickable as the bar scrolls under its sticky title;
- offline, a page of a game not saved is answered by the site's own offline page in its
  language, naming the saved games with working links; the links to unsaved games are dimmed
  and say so in text: tests/site/test_offline_browser.py, on the page its visit saved, in
  every language;
- the printed player aid names its game at the top, prints its body at a size of the ladder
  and prints no "→ rule" link and no navigation: tests/site/test_aid_print.py, in the one
  visit of every aid in every language that prints it.

The first checks also run without a browser, on the built HTML (every page of every language).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from livewidgets.api import widget_specs
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from engine import registry
from engine.i18n import SHARED, catalogue
from sitebuild.languages import languages
from sitebuild.nav import labels
from sitebuild.pages import home
from tests.browserkit import PHONE_SCREEN, TARGET_PX
from tests.livepages import SERVICE_WORKERS
from tests.site.testkit import ROOT, BuiltSite, read_page

LANGS = languages()
SLUGS = [lang.slug for lang in LANGS]
PHONE = PHONE_SCREEN
LAPTOP = {"viewport": {"width": 1280, "height": 800}}
CARDS_PER_SCREEN = 3
"""Home cards a 375 x 812 phone shows per screen (review 35 C4: 1.5, one tall card a row)."""
SIZES = {"phone": PHONE, "laptop": LAPTOP}
GAMES = registry.entry_ids()
EXAMPLE_GAME = next(g for g, spec in widget_specs().items() if spec.bench_page)
"""A game with a worked example on its ``bench_page``: the page the laptop layout is read on."""


def lang_of(slug: str) -> Any:
    return next(lang for lang in LANGS if lang.slug == slug)


def words(slug: str) -> Any:
    return catalogue(SHARED, lang_of(slug).code)


def nav_links(html: str) -> list[str]:
    """The hrefs of the left bar (material's primary navigation) of a built page."""
    nav = html.split('class="md-nav md-nav--primary', 1)[1].split('<div class="md-content"', 1)[0]
    return re.findall(r'href="([^"]*)"', nav)


# -- without a browser: the cards and the built pages --------------------------------------------------------

@pytest.mark.parametrize("lang", [lang.code for lang in LANGS])
def test_a_card_s_links_are_described_by_the_game_s_name(lang: str) -> None:
    """"Learn", "Try", "Player aid" twelve times: a screen reader's list of links tells them
    apart by the name of their game (aria-describedby), which is on the card."""
    docs = ROOT / "docs" / ("zh" if lang == "zh-Hans" else lang)
    for row in home.cards(lang, docs).splitlines()[1:-1]:
        game = re.search(r'data-game="([\w-]+)"', row)
        assert game is not None
        links = re.findall(r'<a class="lr-game__link"[^>]*>', row)
        assert len(links) >= 2, row[:200]
        assert all(f'aria-describedby="game-{game[1]}"' in link for link in links)
        assert f'id="game-{game[1]}"' in row


@pytest.mark.parametrize("slug", SLUGS)
def test_the_home_page_has_one_card_per_game_and_ids_of_the_english_one(site: BuiltSite,
                                                                        slug: str) -> None:
    page = (site.root / slug / "index.html").read_text("utf-8")
    cards = page.split('class="lr-games"', 1)[1].split("</ul>", 1)[0]
    assert sorted(re.findall(r'data-game="([\w-]+)"', cards)) == sorted(GAMES)
    assert page.index('class="lr-games"') < page.index('id="start"'), "the games come first"
    ids = {i for i in read_page(site.root / slug / "index.html").ids}
    english = read_page(site.root / "en" / "index.html").ids
    headings = re.compile(r"^(home|games|start|rules-you-can-run|game-[\w-]+)$")
    assert {i for i in ids if headings.match(i)} == {i for i in english if headings.match(i)}
    # a figure the registry's box facts do not give is not on the card
    for spec in registry.entries():
        card = cards.split(f'data-game="{spec.id}"', 1)[1].split("</li>", 1)[0]
        said = home.box_facts(spec, words(slug))
        if said:
            assert all(fact in card.replace("&nbsp;", "\u00a0") or
                       fact.replace("\u202f", " ") in card for fact in said), (slug, spec.id)
        else:
            assert "lr-game__facts" not in card, (slug, spec.id)


@pytest.mark.parametrize("slug", SLUGS)
def test_a_game_s_left_bar_lists_its_own_pages_and_all_games(site: BuiltSite, slug: str) -> None:
    for game in GAMES:
        for page_name in registry.entry(game).pages:
            where = site.root / slug / game / ("" if page_name == "index" else page_name)
            links = nav_links((where / "index.html").read_text("utf-8"))
            up = "../" if page_name == "index" else "../../"
            others = [link for link in links if any(
                link.startswith(f"{up}{other}/") for other in GAMES if other != game)]
            assert not others, (slug, game, page_name, others)
            assert f"{up}#games" in links, (slug, game, page_name, links)
    home_links = nav_links((site.root / slug / "index.html").read_text("utf-8"))
    assert {f"{game}/" for game in GAMES} <= set(home_links)
    assert not any(link.endswith("/rulings/") for link in home_links), "no game's pages at home"


@pytest.mark.parametrize("slug", SLUGS)
def test_a_game_s_left_bar_names_the_site_once(site: BuiltSite, slug: str) -> None:
    """The left bar's title names the site (its logo links home); the entries below it do not
    name it again: on every page of every game the site's name (the home page's first heading,
    its build's site_name) is read once in the bar."""
    home = (site.root / slug / "index.html").read_text("utf-8")
    name = re.search(r'<h1 id="home"[^>]*>(.*?)<', home, re.S)
    assert name is not None
    site_name = name[1].strip()
    for game in GAMES:
        for page_name in registry.entry(game).pages:
            where = site.root / slug / game / ("" if page_name == "index" else page_name)
            html = (where / "index.html").read_text("utf-8")
            bar = html.split('class="md-nav md-nav--primary', 1)[1].split(
                '<div class="md-content"', 1)[0]
            said = [text.strip() for text in re.findall(r">([^<>]+)<", bar)]
            assert said.count(site_name) == 1, (slug, game, page_name, said[:12])


# -- in chromium -------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def tabs(browser: Any) -> Iterator[dict[str, Any]]:
    """One page per size, shared by the module's tests (nothing they do is kept), without the
    site's service worker (tests/livepages.py's ``SERVICE_WORKERS`` says why)."""
    contexts = {name: browser.new_context(**{**SERVICE_WORKERS, **options})
                for name, options in SIZES.items()}
    yield {name: context.new_page() for name, context in contexts.items()}
    for context in contexts.values():
        context.close()


@pytest.mark.browser
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("slug", SLUGS)
def test_the_home_page_opens_with_the_games(served_site: Any, tabs: dict[str, Any], slug: str,
                                            size: str) -> None:
    tab = tabs[size]
    tab.goto(f"{served_site.subpath_url}{slug}/")
    cards = tab.locator(".lr-games > .lr-game")
    assert cards.count() == len(GAMES)
    first = cards.first.bounding_box()
    assert first is not None and first["y"] < SIZES[size]["viewport"]["height"] / 2, \
        "the first card is not in the first half of the first screen"
    t = words(slug)
    for kind, text in (("learn", t._("Learn")), ("aid", t._("Player aid"))):
        shown = tab.locator(f".lr-game__link[data-link={kind}]").all_inner_texts()
        assert {s.strip() for s in shown} == {text.replace("\u202f", " ").strip()} or \
            {s.strip() for s in shown} == {text}, (kind, shown)
    assert tab.locator(".lr-game__drawing svg").count() == len(GAMES)
    assert tab.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    # the left bar lists the games in the cards' order (review 33 E2: it sorted a game by its
    # folder's name, second, where the cards sort it by its title, under L)
    game = "a => new URL(a.href).pathname.split('/').filter(Boolean).pop()"
    in_bar = tab.locator(".md-nav--primary .lr-nav-game a").evaluate_all(f"ls => ls.map({game})")
    in_cards = tab.locator(".lr-game__name a").evaluate_all(f"ls => ls.map({game})")
    assert in_bar == in_cards, (in_bar, in_cards)
    if size == "phone":   # every link of a card a thumb's target, either way (review 37,
        # C4: the names' links, 17 px high); several games per screen
        boxes = tab.eval_on_selector_all(".lr-game a", "ls => ls.map(l => "
                                         "[l.textContent, l.getBoundingClientRect().width, "
                                         "l.getBoundingClientRect().height])")
        small = [box for box in boxes if min(box[1:]) < TARGET_PX - 0.5]
        assert not small, f"links smaller than {TARGET_PX} px: {small[:3]}"
        # the game's name opens it from the card's whole head: a tap on the drawing's top and
        # bottom edges and beside the name lands on the name's link (review 36 C3: 17 px high)
        missed = cards.evaluate_all("""(cs, px) => cs.filter(c => {
            c.scrollIntoView({block: 'center'});   // elementFromPoint sees the screen only
            const name = c.querySelector('.lr-game__name a');
            const d = c.querySelector('.lr-game__drawing').getBoundingClientRect();
            const n = name.getBoundingClientRect();
            const x = d.left + d.width / 2;
            const hits = [[x, d.top + 1], [x, d.top + px - 1], [c.getBoundingClientRect().right - 4,
                          n.top + n.height / 2]].map(([a, b]) =>
                document.elementFromPoint(a, b)?.closest('a'));
            return d.height < px || hits.some(hit => hit !== name);
          }).map(c => c.dataset.game)""", TARGET_PX)
        assert not missed, f"a game's name is not a {TARGET_PX} px target: {missed}"
        tops = cards.evaluate_all("cs => cs.map(c => c.getBoundingClientRect().top)")
        bottom = cards.last.evaluate("c => c.getBoundingClientRect().bottom")
        per_screen = len(tops) * SIZES[size]["viewport"]["height"] / (bottom - tops[0])
        assert per_screen >= CARDS_PER_SCREEN, f"{per_screen:.1f} games per phone screen"


@pytest.mark.browser
@pytest.mark.parametrize("slug", SLUGS)
def test_a_laptop_gives_a_worked_example_the_width(served_site: Any, tabs: dict[str, Any],
                                                   slug: str) -> None:
    tab = tabs["laptop"]
    game = EXAMPLE_GAME
    tab.goto(f"{served_site.subpath_url}{slug}/{game}/{widget_specs()[game].bench_page}/")
    assert tab.locator(".lr-widget").count() >= 1
    article = tab.locator("article.md-content__inner").bounding_box()
    assert article is not None and article["width"] >= 700, article
    # the table of contents is in the left bar, not in a second sidebar
    assert not tab.locator(".md-sidebar--secondary").is_visible()
    assert tab.locator(".md-nav--primary .md-nav--secondary").count() >= 1
    primary = tab.locator(".md-sidebar--primary .md-nav--primary")
    links = primary.locator("a[href]").evaluate_all("ls => ls.map(l => l.href)")
    others = [link for link in links if any(f"/{slug}/{other}/" in link
                                            for other in GAMES if other != game)]
    assert not others, others
    rulings = registry.entry(game)
    assert sum(link.endswith(f"/{game}/rulings/") for link in links) == \
        (1 if "rulings" in rulings.pages else 0)
    all_games = primary.locator(".lr-nav-all a")
    assert all_games.inner_text().strip() == \
        labels(lang_of(slug).code)["all_games"].replace("\u202f", " ").strip() or \
        all_games.inner_text().strip() == labels(lang_of(slug).code)["all_games"]
    all_games.click()
    tab.wait_for_url(re.compile(rf"/{slug}/(index\.html)?#games$"))


LONG_BAR_GAME = next(g for g in GAMES if "rulings" in registry.entry(g).pages)
"""A game with a rulings page: its table of contents makes the left bar longer than a laptop's
window, so that the bar scrolls."""

BAR = """() => {
  const wrap = document.querySelector('.md-sidebar--primary .md-sidebar__scrollwrap');
  const link = wrap.querySelector('.lr-nav-all a');
  const title = wrap.querySelector('.md-nav--primary > .md-nav__title');
  const box = link.getBoundingClientRect(), bar = wrap.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return {scrolled: wrap.scrollTop, most: wrap.scrollHeight - wrap.clientHeight,
          top: box.top, bottom: box.bottom, barTop: bar.top, barBottom: bar.bottom,
          titleBottom: title.getBoundingClientRect().bottom,
          hit: Boolean(hit && (hit === link || link.contains(hit)))};
}"""


@pytest.mark.browser
@pytest.mark.parametrize("slug", SLUGS)
def test_all_games_stays_in_sight_as_the_left_bar_scrolls(served_site: Any,
                                                          tabs: dict[str, Any],
                                                          slug: str) -> None:
    """On a laptop the left bar scrolls under its sticky title: "All games" is never under
    that title nor out of the bar, and it is the link a click at its centre reaches."""
    tab = tabs["laptop"]
    size = tab.viewport_size
    # a laptop with a short window (1280 x 560): every language's bar scrolls there, the
    # Chinese ones too (their contents are shorter than 800 px on some pages)
    tab.set_viewport_size({"width": 1280, "height": 560})
    try:
        read_the_bar_while_it_scrolls(tab, served_site, slug)
    finally:
        tab.set_viewport_size(size)


def read_the_bar_while_it_scrolls(tab: Any, served_site: Any, slug: str) -> None:
    tab.goto(f"{served_site.subpath_url}{slug}/{LONG_BAR_GAME}/rulings/")
    # material's script sizes the bar to the window after the load event: on a loaded
    # machine the bar was read first, still as tall as its contents ("most": 8 px)
    try:
        tab.wait_for_function(f"() => ({BAR})().most > 100", timeout=10_000)
    except PlaywrightTimeout:
        pass   # the assertion below says what was measured
    seen = tab.evaluate(BAR)
    assert seen["most"] > 100, f"the left bar does not scroll: nothing to measure {seen}"
    wrap = tab.locator(".md-sidebar--primary .md-sidebar__scrollwrap").bounding_box()
    assert wrap is not None
    tab.mouse.move(wrap["x"] + wrap["width"] / 2, wrap["y"] + wrap["height"] / 2)
    positions = []
    while seen["scrolled"] < seen["most"] and len(positions) < 40:
        before = seen["scrolled"]
        tab.mouse.wheel(0, 60)
        tab.wait_for_function(
            "before => document.querySelector('.md-sidebar--primary .md-sidebar__scrollwrap')"
            ".scrollTop !== before", arg=before)
        tab.wait_for_timeout(50)
        seen = tab.evaluate(BAR)
        positions.append(seen["scrolled"])
        assert seen["hit"], f"something covers All games: {seen}"
        assert seen["titleBottom"] - 0.5 <= seen["top"], f"All games is under the title {seen}"
        assert seen["barTop"] <= seen["top"] and seen["bottom"] <= seen["barBottom"], seen
    print(slug, "scrolled to", positions)
    assert seen["scrolled"] >= seen["most"] - 1, "the wheel did not reach the bar's end"
    tab.locator(".md-sidebar--primary .lr-nav-all a").click()
    tab.wait_for_url(re.compile(rf"/{slug}/(index\.html)?#games$"))


@pytest.mark.browser
@pytest.mark.parametrize("slug", SLUGS)
def test_the_phone_s_menu_lists_the_game_and_all_games(served_site: Any, tabs: dict[str, Any],
                                                       slug: str) -> None:
    tab = tabs["phone"]
    game = EXAMPLE_GAME
    tab.goto(f"{served_site.subpath_url}{slug}/{game}/")
    assert tab.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    tab.locator("label.md-header__button[for=__drawer]").tap()
    all_games = tab.locator(".md-nav--primary .lr-nav-all a")
    all_games.wait_for(state="visible")
    # the drawer slides in: read it once it has stopped inside the screen
    tab.wait_for_function("e => e.getBoundingClientRect().left >= 0",
                          arg=all_games.element_handle())
    box = all_games.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375
    # in sight, not under the game's pages (review 33 E1: they slid over it and it was reached
    # only through an unlabelled arrow), named in words, a thumb's target; and the game's
    # name above its pages is a link to its overview, a thumb's target too
    label = labels(lang_of(slug).code)["all_games"]
    game_link = tab.locator(f".md-nav--primary a[href$='/{game}/']")
    assert game_link.count() == 1
    for link, name in ((all_games, label), (game_link, None)):
        seen = link.evaluate(TAPPED)
        assert seen["hit"], f"{name or game}: something covers it in the drawer {seen}"
        assert seen["height"] >= 44, seen
        if name is not None:
            assert seen["text"].replace("\u202f", " ") == name.replace("\u202f", " "), seen
    # the keyboard reaches it: Tab from the link before it in the drawer, then Enter
    tab.locator(".md-nav--primary > .md-nav__title .md-logo").focus()
    for _ in range(4):
        tab.keyboard.press("Tab")
        if tab.evaluate("e => document.activeElement === e", all_games.element_handle()):
            break
    else:
        raise AssertionError("Tab never reaches All games in the drawer")
    tab.keyboard.press("Enter")
    tab.wait_for_url(re.compile(rf"/{slug}/(index\.html)?#games$"))


TAPPED = """a => {
  const box = a.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return {hit: Boolean(hit && (hit === a || a.contains(hit))), height: box.height,
          top: box.top, text: a.innerText.trim()};
}"""
