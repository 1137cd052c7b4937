"""What the sandbox writes into the page: escaped names, every language, static = live."""

from __future__ import annotations

import re

import pytest

from engine.i18n import SHARED, Plural, catalogue
from livewidgets.pdbmv import sandbox, strings
from livewidgets.markup import escape
from engine.pdbmv.messages import card_name
from livewidgets.pdbmv.board import market_html, track_html
from livewidgets.pdbmv.sandbox_render import board_html, board_of
from livewidgets.pdbmv.strings import ui
from livewidgets.pdbmv.sandbox import KIT, last_moves
from tests.langkit import LANGS

EVIL = '<img src=x onerror=alert(1)>'


def evil_session() -> dict:
    result = sandbox.start({"players": [EVIL, 'Ben"><script>x()</script>'], "seed": 4,
                            "seats": ["human", "random"]})
    return result["session"]


@pytest.mark.parametrize("lang", LANGS)
def test_html_in_player_names_is_escaped_everywhere(lang: str) -> None:
    session = evil_session()
    session = sandbox.bot_move(sandbox.act(session, "draw", lang)["session"])["session"]
    page = sandbox.view(session, lang, reveal=True)
    finished = sandbox.bot_move({**session, "seats": ["random", "random"]}, True)["session"]
    outputs = [page["html"], page["log_html"], sandbox.view(finished, lang)["html"],
               sandbox.simulate(session, 20, "random", 1, lang)["html"],
               sandbox.static_html({"players": [EVIL, "Ben"]}, lang)]
    for html in outputs:
        assert "<img" not in html and "<script>x" not in html
        assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_static_board_is_the_live_board_without_controls() -> None:
    session = sandbox.start({"players": 3, "seed": 2}, "fr")["session"]  # French seat names
    static = sandbox.static_html({"players": 3, "seed": 2}, "fr")
    live = sandbox.view(session, "fr")["html"]
    room, board = static.split("data-sandbox-static", 1)
    assert "<button" not in board.split("data-sandbox-loading")[0]
    # the toolbar's room above the table: inert and hidden from screen readers
    assert room.count("<button") == 3 and "inert" in room and 'aria-hidden="true"' in room
    chip = 'class="pdbmv-card '   # every card, a button or not
    assert live.count(chip) == static.count(chip) > 0
    rep = KIT.replay(session)
    moves = last_moves(session, rep, 0, "fr")
    assert board_html(rep.state, session["seats"], "fr", 0, False, live=False,
                      moves=moves) in static
    # each other player's line is there before Python arrives: the table does not move
    others = rep.state.players[1:]
    assert moves == [(strings.text("fr", "not_played", player=p), False) for p in others]
    assert all(f"<li>{escape(words)}</li>" in static for words, _ in moves)


def forms(phrase: object) -> list[str]:
    return [phrase.forms(n) for n in (0, 1, 2)] if isinstance(phrase, Plural) else [str(phrase)]


def test_every_language_has_every_string() -> None:
    keys = set(strings.STRINGS["en"])
    for lang in LANGS:
        assert set(strings.STRINGS[lang]) == keys, lang
        assert set(strings.RULINGS[lang]) == set(strings.RULINGS["en"]), lang
        assert set(strings.SHORT_NAMES[lang]) == set(strings.SHORT_NAMES["en"]), lang
        for key, value in strings.STRINGS[lang].items():
            english = set(re.findall(r"{(\w+)}", forms(strings.STRINGS["en"][key])[0]))
            for form in forms(value):
                assert set(re.findall(r"{(\w+)}", form)) == english, key


@pytest.mark.parametrize("lang, one, two", [
    ("en", "1 card in hand", "2 cards in hand"), ("fr", "1 carte en main", "2 cartes en main"),
    ("zh", "手牌 1 張", "手牌 2 張"), ("zh-Hans", "手牌 1 张", "手牌 2 张"),
])
def test_counts_take_their_plural_form(lang: str, one: str, two: str) -> None:
    """The sandbox said "1 cards in hand"; French also counts 0 as singular."""
    assert strings.text(lang, "hand_count", n=1) == one
    assert strings.text(lang, "hand_count", n=2) == two
    assert ui("deck_left", "fr", n=0) == "Pioche\u00a0: 0 carte restante."
    # -1 is singular, and written with the minus sign a reader reads
    minus_one = catalogue(SHARED, "en").number(-1)
    assert strings.text("en", "score_final", n=-1) == f"{minus_one} point"
    assert strings.text("en", "filter_count", shown=1, total=1) == "1 of 1 action"


def test_the_page_script_gets_every_plural_form_it_may_need() -> None:
    """Plural phrases reach the page as {count, <CLDR category>: template} (sandbox.js picks
    with Intl.PluralRules); French: one (0 and 1), many (millions), other."""
    french = strings.browser_strings("fr")["sim_speed"]
    assert french == {"count": "games", "one": "{games} partie en {seconds} s",
                      "many": "{games} parties en {seconds} s",
                      "other": "{games} parties en {seconds} s"}
    assert strings.browser_strings("en")["hand_count"] == {
        "count": "n", "one": "{n} card in hand", "other": "{n} cards in hand"}
    assert strings.browser_strings("zh")["hand_count"] == {"count": "n", "other": "手牌 {n} 張"}
    assert all(isinstance(v, (str, dict)) for v in strings.browser_strings("fr").values())


def test_sandbox_words_are_the_pages_terms() -> None:
    """Rulings are "décision" / 裁定 (not "règle" / 規則), the tie-break is 決勝."""
    for lang in LANGS:   # a refusal names the ruling in words; the page links it by title
        assert "turn" not in strings.text(lang, "illegal", summary="x", ruling="turn")
    for lang in LANGS:   # the link names no English id either: it says where it goes
        assert "turn" not in strings.text(lang, "read_ruling", ruling="turn")
    assert "décision" in strings.text("fr", "read_ruling", ruling="turn")
    assert "裁定" in strings.text("zh", "read_ruling", ruling="turn")
    assert strings.text("zh", "tiebreak_used", steps="…").startswith("決勝")
    words = " ".join(f for p in strings.STRINGS["fr"].values() for f in forms(p))
    assert "Marché Noir" in words and not re.search(r"\bétals?\b|Marché noir", words)
    assert "règle" not in strings.text("fr", "illegal", summary="", ruling="")


@pytest.mark.parametrize("lang", LANGS)
def test_static_render_speaks_the_page_language(lang: str) -> None:
    html = sandbox.static_html({"widget": "sandbox"}, lang)
    table = strings.STRINGS[lang]
    for key in ("favor", "market", "players", "loading"):
        assert escape(table[key].split("{")[0]) in html
    assert "data-sandbox-ui" in html


def test_treasures_are_told_by_name_and_shape_not_colour() -> None:
    html = sandbox.view(sandbox.start({"players": 2})["session"], "en")["html"]
    tokens = re.findall(r'data-target="bribe" data-treasure="(\w+)"[^>]*><span class="pdbmv-card '
                        r'[^"]*" data-card="\1"[^>]*><svg[^>]*>(<\w+ [^>]*>)</svg><span[^>]*>([^<]+)<',
                        html)
    assert len(tokens) == 6
    assert len({shape for _, shape, _ in tokens}) == 6
    assert all(name for _, _, name in tokens)


def test_the_sandbox_draws_with_the_worked_examples_pieces() -> None:
    """One renderer: the track and the market are board.py's, with the sandbox's targets as
    parameters; only the viewer's hand cards are buttons (the selection reads them)."""
    session = sandbox.start({"players": 3, "seed": 5})["session"]
    state = KIT.replay(session).state
    board = board_of(state)
    static = board_html(state, session["seats"], "en", 0, False, live=False)
    assert track_html(board, "en") in static and market_html(board, "en") in static
    live = sandbox.view(session, "en")["html"]
    hand = re.search(r'<section class="sbx-hand".*?</section>', live, re.S)
    assert hand is not None
    buttons = re.findall(r'<button type="button" class="pdbmv-card [^"]+" data-card="(\w+)" '
                         r'aria-pressed="false" aria-label="([^"]+)"', live)
    assert len(buttons) == len(state.hands[0]) == hand.group(0).count("<button")
    assert all(name == escape(card_name(card, "en")) for card, name in buttons)
    assert live.count('data-target="buy"') == 4 and live.count('data-target="bribe"') == 6


def test_bad_config_renders_a_visible_error() -> None:
    html = sandbox.static_html({"players": 9}, "en")
    assert 'role="alert"' in html and "players" in html


def test_every_string_is_used() -> None:
    """Keys built at run time: seat kinds, bot delays and action groups."""
    from pathlib import Path
    package = Path(strings.__file__).resolve().parent
    sources = [p.read_text(encoding="utf-8") for p in
               [*package.glob("sandbox*.py"), *(package / "static").glob("sandbox*.js"),
                *package.parent.glob("sandbox*.py"),  # the words the shared sandbox says
                *(package.parent.parent / "static").glob("sandbox*.js")]]
    dynamic = ("human", "random", "greedy", "delay_", "group_")
    for key in strings.STRINGS["en"]:
        used = any(f'"{key}"' in s or f".{key}" in s for s in sources)
        assert used or key.startswith(dynamic), f"unused UI string {key!r}"
