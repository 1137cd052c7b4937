"""The Goblin Hood sandbox's Python side (livewidgets.goblinhood.sandbox), as the page calls it:
whole matches with bots, undo and redo, hostile share links, scenario import and export, and
the hidden information a hot-seat screen must not hold."""

from __future__ import annotations

from engine.i18n import SHARED, catalogue

import base64
import json
import random
import re
import zlib
from typing import Any

import pytest

from engine.goblinhood import Play, from_json, parse_action
from engine.goblinhood.game import GAME as GAME_SPEC
from engine.goblinhood.messages import card_words
from engine.goblinhood.analysis import unseen_shuffled
from livewidgets import api
from livewidgets.goblinhood import sandbox, strings
from engine.goblinhood.session import KIT
from tests.goblinhood.widgets.kit import GAME, LANGS, text
from tests.langkit import LANGS, WRITTEN

Session = dict[str, Any]


def new(players: int = 3, seed: int = 7, seats: list[str] | None = None,
        **options: Any) -> Session:
    config: dict[str, Any] = {"players": players, "seed": seed}
    if seats:
        config["seats"] = seats
    if options:
        config["options"] = options
    out = sandbox.start(config, "en")
    assert "session" in out, out
    return dict(out["session"])


def named(card: str, html: str) -> bool:
    """Whether ``html`` names card ``card`` (c1 is not c12)."""
    return re.search(rf"\b{re.escape(card)}\b", html) is not None


def play_human_first(session: Session) -> Session:
    """The bots play up to a human, who plays their first legal action."""
    session = sandbox.bot_move(session, until_human=True)["session"]
    page = sandbox.view(session)
    return dict(sandbox.act(session, page["actions"][0]["text"])["session"])


# -- whole matches ---------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_bots_play_a_match_to_its_end_and_the_same_seed_replays_it(players: int) -> None:
    session = new(players, seed=players, seats=["greedy"] + ["random"] * (players - 1), wins=2)
    done = sandbox.bot_move(session, until_human=True)["session"]
    state = KIT.replay(done).state
    assert state.is_over and max(state.wins) == 2
    assert sandbox.bot_move(session, until_human=True)["session"]["log"] == done["log"]
    page = sandbox.view(done)
    assert page["over"] and page["actions"] == [] and page["turn"] is None
    winner = state.players[state.wins.index(2)]
    assert f"Match over: {winner} wins." in text(page["html"])
    # the log: the deal, then one entry per action, newest first
    assert page["log_html"].count('<p class="sbx-log-title">') == len(done["log"]) + 1


def test_a_human_plays_a_match_to_its_end_against_bots() -> None:
    session = new(3, seed=11)
    for _ in range(500):
        session = sandbox.bot_move(session, until_human=True)["session"]
        page = sandbox.view(session)
        if page["over"]:
            break
        assert page["seat"] == "human" and page["actions"]
        state = KIT.replay(session).state
        assert_each_way_once([parse_action(a["text"]) for a in page["actions"]], state)
        session = play_human_first(session)
    assert KIT.replay(session).state.is_over


def test_a_bot_moves_once_or_up_to_the_human() -> None:
    session = new(3, seed=3, seats=["greedy", "human", "greedy"])
    first = KIT.replay(session).state
    if first.player == "Ben":   # the human starts: let them play first
        session = play_human_first(session)
    once = sandbox.bot_move(session)["session"]
    assert len(once["log"]) == len(session["log"]) + 1
    upto = sandbox.bot_move(session, until_human=True)["session"]
    state = KIT.replay(upto).state
    assert state.is_over or state.player == "Ben"


# -- laying a card on the drawn trail ------------------------------------------------------------

def way(action: Any, state: Any) -> tuple[str, ...]:
    """An action as a player sees it: a play is its card, end, covering square and new end
    (a card whose squares are the same colour lays the same way turned round)."""
    if not isinstance(action, Play):
        return (str(action),)
    squares = state.cards[action.card].squares
    return (action.card, action.end, squares[action.cover], squares[1 - action.cover])


def assert_each_way_once(offered: list[Any], state: Any) -> None:
    """The actions offered are legal, cover every legal way, and offer no way twice."""
    legal = state.legal_actions()
    assert {str(a) for a in offered} <= {str(a) for a in legal}
    assert {way(a, state) for a in offered} == {way(a, state) for a in legal}
    assert len(offered) == len({way(a, state) for a in offered})


@pytest.mark.parametrize("seed", range(6))
def test_the_trail_offers_exactly_the_legal_plays(seed: int) -> None:
    session = new(3, seed=seed, seats=["human", "human", "human"])
    state = KIT.replay(session).state
    html = sandbox.view(session)["html"]
    offered = set(re.findall(r'data-action="([^"]+)" data-for-card="([^"]+)"', html))
    assert all(parse_action(action).card == card for action, card in offered)
    assert_each_way_once([parse_action(a) for a, _ in offered], state)
    picks = re.findall(r'data-pick="([^"]+)"', html)
    assert picks == state.hands[state.turn]
    # each play beside its own end's name, under the trail, hidden until its card is picked
    for action, _ in offered:
        end = parse_action(action).end
        side = html.split(f'data-action="{action}"')[0].rsplit('data-side="', 1)[1]
        assert side.startswith(end) and "</ol>" not in side
    assert html.count(" hidden data-action=") == len(offered)


@pytest.mark.parametrize("seed", range(12))
def test_a_card_no_end_takes_is_drawn_faded_and_says_so(seed: int) -> None:
    """Issue 22 review: a card neither end takes looked playable until tapped. Exactly the
    hand cards without a legal play are marked, and each says why in words."""
    session = new(3, seed=seed, seats=["human", "human", "human"])
    state = KIT.replay(session).state
    html = sandbox.view(session)["html"]
    fitting = {a.card for a in state.legal_actions() if isinstance(a, Play)}
    buttons = re.findall(r'<button[^>]*data-pick="([^"]+)"[^>]*>(.*?)</button>', html, re.S)
    assert [card for card, _ in buttons] == state.hands[state.turn]
    faded = set(re.findall(r'data-pick="([^"]+)"[^>]*data-fits-nowhere', html))
    assert faded == set(state.hands[state.turn]) - fitting
    for card, inside in buttons:
        assert (strings.text("en", "fits_nowhere") in inside) == (card in faded)


def test_some_dealt_hand_holds_a_card_no_end_takes() -> None:
    """The test above sees both kinds among its seeds (else it proves nothing)."""
    seen = set()
    for seed in range(12):
        session = new(3, seed=seed, seats=["human", "human", "human"])
        state = KIT.replay(session).state
        fitting = {a.card for a in state.legal_actions() if isinstance(a, Play)}
        seen |= {card in fitting for card in state.hands[state.turn]}
    assert seen == {True, False}


def test_a_refused_play_names_its_ruling_in_the_page_language() -> None:
    session = new(2, seed=5, seats=["human", "human"])
    state = KIT.replay(session).state
    other = state.hands[1 - state.turn][0]
    refused = sandbox.act(session, f"play {other} left cover 0", "fr")["error"]
    assert refused["ruling"] == "own-hand" and refused["code"] == "not-in-hand"
    assert refused["message"] == strings.text(
        "fr", "illegal", summary=strings.ruling_summary("fr", "own-hand"))
    assert "own-hand" not in refused["message"]   # the page links the ruling by its title
    left = state.ends()[0]
    wrong = [(c, i) for c in state.hands[state.turn]
             for i, sq in enumerate(state.cards[c].squares) if sq not in (left, "multi")]
    if left != "multi" and wrong:
        card, cover = wrong[0]
        out = sandbox.act(session, f"play {card} left cover {cover}")["error"]
        assert out["ruling"] == "colours-match" and out["detail"].startswith("Why: ")
    assert sandbox.act(session, "fly away")["error"]["code"] == "unreadable-action"


# -- undo and redo ----------------------------------------------------------------------------------

def test_undo_goes_back_to_the_human_decision_and_redo_plays_it_again() -> None:
    session = sandbox.bot_move(new(3, seed=8), until_human=True)["session"]
    before = sandbox.view(session)
    played = sandbox.bot_move(play_human_first(session), until_human=True)["session"]
    assert len(played["log"]) > len(session["log"]) + 1   # the bots moved after the human
    back = sandbox.undo(played, "en")
    assert back["session"]["log"] == session["log"]
    assert back["undone"][-1].startswith("Undone: Ana: Lay ")
    again = sandbox.view(back["session"])
    assert again["html"] == before["html"] and again["can_redo"]
    forward = sandbox.redo(back["session"], "en")
    assert forward["session"]["log"] == played["log"] and not forward["session"]["redo"]
    assert forward["redone"][0].startswith("Redone: Ana: Lay ")


# -- share links, import, export ----------------------------------------------------------------

def link(data: Any) -> str:
    raw = json.dumps(data).encode()
    return "sandbox=" + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def test_a_share_link_restores_the_exact_session() -> None:
    session = sandbox.bot_move(play_human_first(new(4, seed=2)), until_human=True)["session"]
    fragment = sandbox.share(session)
    assert fragment.startswith("sandbox=") and fragment.isascii()
    restored = sandbox.restore("#" + fragment, "en")["session"]
    assert restored["log"] == session["log"] and restored["seats"] == session["seats"]
    assert sandbox.view(restored)["html"] == sandbox.view(session)["html"]


def test_a_hostile_link_is_refused_clearly_in_every_language() -> None:
    session = new(2, seed=4, seats=["human", "human"])
    state = KIT.replay(session).state
    stolen = state.hands[1 - state.turn][0]
    cheat = link({**session, "log": [f"play {stolen} left cover 0"]})
    out = sandbox.restore(cheat, "en")["error"]
    assert out["where"] == "log[0]" and out["ruling"] == "own-hand"
    assert out["message"].startswith("This sandbox link cannot be restored (")
    assert out["message"].endswith("A new game started instead.")
    for lang in LANGS:
        # the reason alone: the link's inner path and the play's text form mean nothing to
        # a reader
        message = sandbox.restore(cheat, lang)["error"]["message"]
        assert "log[0]" not in message and f"play {stolen}" not in message
        assert message != out["message"] or lang == "en"
    assert sandbox.restore("sandbox=@@@", "en")["error"]["where"] == "fragment"
    huge = sandbox.restore("sandbox=" + "A" * (KIT.link_chars + 1), "en")["error"]
    assert huge["where"] == "fragment" and huge["code"]
    seats = sandbox.restore(link({**session, "seats": ["human", "oracle"]}), "en")["error"]
    assert seats["where"] == "start" or seats["where"] == "seats"
    extra = sandbox.restore(link({**session, "start": {**session["start"], "deck": []}}))
    assert extra["error"]["where"] == "start.deck" and "start.deck" not in extra["error"]["message"]


def test_export_then_import_is_the_same_position() -> None:
    session = sandbox.bot_move(play_human_first(new(3, seed=9)), until_human=True)["session"]
    exported = sandbox.export(session)
    data = json.loads(exported)
    imported = sandbox.import_scenario(exported, "en", session["seats"])["session"]
    assert imported["seats"] == session["seats"] and imported["log"] == []
    assert json.loads(sandbox.export(imported)) == data
    a, b = KIT.replay(session).state, KIT.replay(imported).state
    assert a.legal_actions() == b.legal_actions() and a.hands == b.hands
    broken = sandbox.import_scenario(exported[:40], "fr")["error"]
    assert broken["message"].startswith("JSON invalide ligne")
    wrong = dict(data, turn="Nobody")
    refused = sandbox.import_scenario(json.dumps(wrong), "en")["error"]
    assert refused["where"] == "turn" and refused["message"].startswith("Impossible scenario")


# -- hidden information --------------------------------------------------------------------------

def test_another_humans_turn_holds_no_secret_of_this_human() -> None:
    session = new(3, seed=12, seats=["human", "human", "greedy"])
    seen = 0
    for _ in range(12):
        session = sandbox.bot_move(session, until_human=True)["session"]
        state = KIT.replay(session).state
        if state.phase != "play":
            break
        me = state.turn
        page = sandbox.view(session)
        assert page["viewer"] == state.player and page["humans"] == 2
        html = page["html"] + page["log_html"]
        for card in state.hands[me]:
            assert named(card, page["html"])
        for p in range(3):
            if p != me and p not in state.out:
                assert not any(named(c, html) for c in state.hands[p]), (p, state.hands[p])
            assert not any(named(c, html) for c in state.treasures[p])
        assert not any(named(c, html) for c in state.deck)
        seen += 1
        session = play_human_first(session)
    assert seen >= 4
    everything = sandbox.view(session, reveal=True)["html"]
    assert all(named(c, everything) for hand in KIT.replay(session).state.hands for c in hand)


def test_the_log_names_only_the_viewers_own_draws() -> None:
    session = new(2, seed=21, seats=["human", "human"])
    session = play_human_first(session)   # the first player draws
    rep = KIT.replay(session)
    state, mover = rep.state, rep.movers[0]
    draws = [e.args["card"] for e in rep.events[0] if e.kind == "drew"]
    assert draws and draws[0] in state.hands[state.players.index(mover)]
    page = sandbox.view(session)   # the other human's turn
    assert page["viewer"] != mover and page["viewer"] == state.player
    assert not named(draws[0], page["log_html"])
    assert "a card" in text(page["log_html"])


# -- the static page, simulate, the fence ----------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_the_static_page_is_the_live_board_without_its_buttons(lang: str) -> None:
    config = {"widget": "sandbox", "players": 3, "seed": 7}
    static = api.render(GAME, config, lang)
    session = sandbox.start(config, lang)["session"]
    live = sandbox.view(session, lang)["html"]
    no_buttons = re.sub(r'<button type="button" class="lr-btn gh-lay".*?</button>', "", live)
    # what a pick button says of its card (no end takes it) goes with the buttons
    no_buttons = re.sub(r'<span class="lr-sr gh-nofit">[^<]*</span>', "", no_buttons)
    # as does the key's line for the hatched cards (the static hand is not hatched)
    # (drawn hidden when no card is hatched, to keep the key's room)
    no_buttons = re.sub(r'<li data-key-nofit[^>]*>.*?</li>', "", no_buttons)
    static = re.sub(r'<li data-key-nofit[^>]*>.*?</li>', "", static)
    # and so does the prompt that says what to tap (its room is on both boards)
    no_buttons = re.sub(r'(<span class="sbx-pick-help" data-pick-help>)[^<]*', r"\1", no_buttons)
    # past the room kept for the live toolbar (inert, above the table)
    static = static[static.index('<div class="sbx-static"'):]
    assert "<button" not in static.split("data-sandbox-loading")[0]
    board = static.split('<section class="sbx-log">')[0]
    assert text(board) == text(re.sub(r'<span class="lr-sr">[^<]*(?:: |：)</span>', "", no_buttons))
    strings = json.loads(re.search(r'data-sandbox-ui="([^"]*)"', static).group(1)  # type: ignore
                         .replace("&quot;", '"').replace("&amp;", "&").replace("&#x27;", "'"))
    for key in ("undo", "redo", "share", "pass_device", "show_hand", "your_turn", "group_play"):
        assert key in strings


def test_simulate_uses_only_what_the_viewer_knows() -> None:
    session = new(3, seed=5)
    before = json.dumps(session)
    out = sandbox.simulate(session, games=60, bot="greedy", seed=3, lang="en")
    assert json.dumps(session) == before and out["games"] == 60
    assert abs(sum(out["win_rate"].values()) - 1) < 1e-9
    for player in KIT.replay(session).state.players:
        assert f'<th scope="row">{player}</th>' in out["html"]
    assert sandbox.simulate(session, games=60, bot="greedy", seed=3)["win_rate"] == out["win_rate"]
    state = KIT.replay(session).state
    shuffled = unseen_shuffled(state, "Ana", random.Random(1))
    me = state.players.index("Ana")
    assert shuffled.hands[me] == state.hands[me] and shuffled.trail == state.trail
    assert sorted(shuffled.placed()) == sorted(state.placed())
    assert any(shuffled.deck != state.deck or shuffled.hands[p] != state.hands[p]
               for p in range(3) if p != me)
    assert sandbox.simulate(session, bot="oracle")["error"]["message"]


@pytest.mark.parametrize("lang", WRITTEN)
def test_the_sandbox_page_holds_the_same_sandbox_in_every_language(lang: str) -> None:
    from tests.goblinhood.widgets.test_pages import page_configs

    assert page_configs(lang, "sandbox") == [{"widget": "sandbox", "players": 3, "seed": 7}]
    assert "sandbox" in GAME_SPEC.pages


def test_the_fence_refuses_a_sandbox_it_cannot_start() -> None:
    assert "sbx-static" in api.render(GAME, {"widget": "sandbox", "players": 2}, "en")
    with pytest.raises(Exception, match="players"):
        api.render(GAME, {"widget": "sandbox", "players": 7}, "en")
    with pytest.raises(Exception, match="seed"):
        api.render(GAME, {"widget": "sandbox", "seed": "x"}, "en")
    assert from_json(json.loads(sandbox.export(new(2))))


@pytest.mark.parametrize("lang", LANGS)
def test_the_others_moves_stay_marked_and_said_until_the_reader_acts(lang: str) -> None:
    """Issue 22: on the reader's turn every card the others laid since the reader's own turn
    is marked "just laid" on the trail and their moves are said in one line; once the reader
    lays a card, only that card is marked and nothing is said."""
    session = dict(sandbox.start({"players": 3, "seed": 4,
                                  "seats": ["human", "random", "greedy"]}, lang)["session"])
    session = sandbox.bot_move(session, until_human=True, lang=lang)["session"]
    page = sandbox.view(session, lang=lang)
    mine = page["actions"][0]["text"]
    session = sandbox.act(session, mine, lang=lang)["session"]
    session = sandbox.bot_move(session, until_human=True, lang=lang)["session"]
    page = sandbox.view(session, lang=lang)
    assert page["seat"] == "human"
    since = session["log"][session["log"].index(mine) + 1:]
    assert since, "the others did not play"
    laid = [parse_action(form).card for form in since if isinstance(parse_action(form), Play)]
    marked = set(re.findall(r'class="gh-tcard" data-card="([^"]+)" data-mark="true"', page["html"]))
    assert marked == set(laid)
    cards = KIT.replay(session).state.cards
    for card in laid:   # said as the player sees the card: its squares and gold
        assert card_words(cards[card].squares, cards[card].gold, lang) in page["since"]
    assert page["since"].count(catalogue(SHARED, lang).clauses) == len(since) - 1
    me = page["actions"][0]["text"]
    session = sandbox.act(session, me, lang=lang)["session"]
    page = sandbox.view(session, lang=lang)
    assert page["since"] == ""
    marked = set(re.findall(r'class="gh-tcard" data-card="([^"]+)" data-mark="true"', page["html"]))
    assert marked == {parse_action(me).card}
