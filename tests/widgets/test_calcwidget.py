"""The shared config check of calculator widgets, on every registered calculator that has one."""

from __future__ import annotations

import html
import random
import re
from typing import Any

import pytest

from engine import registry
from livewidgets import api
from livewidgets.api import widget_specs
from livewidgets.calcwidget import check_calc_config
from livewidgets.contract import WidgetSpec
from livewidgets.controls import ConfigError
from livewidgets.strings import ui
from tests.widgets.test_examples_on_screens import CALCULATORS, _pages


def _calc_widgets() -> list[tuple[str, WidgetSpec]]:
    """(id, what its widget package declares) of every calculator that has widgets."""
    specs = widget_specs()
    return [(spec.id, specs[spec.id]) for spec in registry.calcs() if spec.id in specs]


CALCS = _calc_widgets()


def test_some_calculator_has_a_widget() -> None:
    assert CALCS, "no calculator widget to test the shared check on"


@pytest.mark.parametrize(("calc_id", "package"), CALCS, ids=[c for c, _ in CALCS])
def test_refusals_name_the_field(calc_id: str, package: WidgetSpec) -> None:
    kinds = package.kinds
    kind = next(iter(kinds))
    calc_name = registry.calculator(calc_id).calcs[-1]
    cases: list[tuple[Any, str, str]] = [
        (["widget"], "config", "config-not-map"),
        ({"widget": "no-such-kind"}, "widget", "unknown-kind"),
        ({"widget": kind, "no-such-key": 1}, "no-such-key", "not-a-config-key"),
    ]
    for config, where, code in cases:
        with pytest.raises(ConfigError) as caught:
            check_calc_config(calc_id, kinds, calc_name, config)
        assert (caught.value.where, caught.value.code) == (where, code)
    assert f"the {kind} widget" in caught.value.reason("en")  # the last case names the kind
    # The game's check is the shared one: the same refusal for the same config.
    with pytest.raises(ConfigError) as same:
        package.check({"widget": kind, "no-such-key": 1})
    assert same.value.code == "not-a-config-key"


@pytest.mark.parametrize(("calc_id", "package"), CALCS, ids=[c for c, _ in CALCS])
def test_the_calculator_refusal_becomes_a_config_error(calc_id: str, package: WidgetSpec) -> None:
    """A key the kind allows but the calculation does not take: the calculator's own refusal
    (its code kept), recast so that the fence can report it."""
    kind = next(iter(package.kinds))
    widened = {kind: package.kinds[kind] | {"not-an-input"}}
    calc_name = registry.calculator(calc_id).calcs[-1]
    with pytest.raises(ConfigError) as caught:
        check_calc_config(calc_id, widened, calc_name, {"widget": kind, "not-an-input": 1})
    assert caught.value.where == "not-an-input"
    assert caught.value.code == "not-a-key"


@pytest.mark.parametrize(("calc_id", "package"), CALCS, ids=[c for c, _ in CALCS])
def test_a_bare_config_is_returned_as_a_copy(calc_id: str, package: WidgetSpec) -> None:
    """A fence with the kind alone is a worked example too (the widget's own starting point)."""
    kind = next(iter(package.kinds))
    config = {"widget": kind}
    out = package.check(config)
    assert out == config and out is not config


def _first_config(game: str) -> dict[str, Any]:
    """The config of the first live widget on the game's English pages (what a reader sees)."""
    from pathlib import Path

    import yaml

    from sitebuild import fence
    docs = Path(__file__).resolve().parents[2] / "docs" / "en" / game
    for page in sorted(docs.glob("*.md")):
        for _, _, source in fence.fences(page.read_text("utf-8"), (game,)):
            config = yaml.safe_load(source)
            if config.get("widget") in widget_specs()[game].live:
                return dict(config)
    raise AssertionError(f"{game}: no live widget on its English pages")


@pytest.mark.parametrize(("calc_id", "package"), CALCS, ids=[c for c, _ in CALCS])
def test_a_calculator_reserves_its_first_live_view(calc_id: str, package: WidgetSpec) -> None:
    """Issue 22: the build writes an invisible copy of the first live view beside the static
    widget, so the widget keeps its height when Python arrives; the copy has every element of
    the view (the same boxes) but no id, no edit, nothing to focus and no live region. A
    calculator whose views grow keeps, in the same place, the room of its roomiest views."""
    import re

    from livewidgets import api
    config = _first_config(calc_id)
    copy = api.reserve(calc_id, config, "fr")
    live = api.start(calc_id, config, "fr")["html"]
    assert package.reserve and copy.startswith('<div class="lr-reserve" aria-hidden="true" inert>')
    boxes, held = re.findall(r"<(\w+)", live), re.findall(r"<(\w+)", copy)
    room = 'class="lr-room"' in copy[:80]
    assert held[1 + room:1 + room + len(boxes)] == boxes   # the same boxes
    assert room == (api.kind_module(calc_id, config["widget"]).roomiest is not None)
    assert not re.search(r' (id|data-act|href|aria-live|tabindex)=', copy)
    assert "lr-live" not in copy and copy.count("<button") == copy.count("<button disabled")


@pytest.mark.parametrize("game", registry.game_ids())
def test_a_worked_example_reserves_nothing(game: str) -> None:
    """Only calculators hold their live view's room: a full game's worked example steps in
    place and draws no copy."""
    from livewidgets import api
    config = _first_config(game)
    assert api.reserve(game, config, "en") == ""


@pytest.mark.parametrize(("calc_id", "package"), CALCS, ids=[c for c, _ in CALCS])
def test_a_calculator_says_its_answer_before_its_inputs(calc_id: str,
                                                        package: WidgetSpec) -> None:
    """Issue 20: a calculator fits one screen with its answer in view, so its body is the
    answer first, then the inputs' box (which scrolls inside itself on a wide screen:
    widgets.css). In the page as built the box has no control yet and takes the focus, so a
    keyboard can scroll it; live, its controls take the focus."""
    import re

    from livewidgets import api
    config = _first_config(calc_id)
    static = api.render(calc_id, config, "en")
    live = str(api.start(calc_id, config, "en")["html"])
    for html, focus in ((static, ' tabindex="0"'), (live, "")):
        found = re.match(r'<div class="lr-(?:static|live) [^"]+"><div class="lr-answer">(.*?)'
                         rf'<div class="lr-inputs"{focus}>', html, re.S)
        assert found, html[:300]
        assert re.sub(r"<[^>]+>", "", found.group(1)).strip(), "an answer without words"
        assert html.count('class="lr-answer"') == html.count('class="lr-inputs"') == 1
    assert "data-act=" in live.split('<div class="lr-inputs">', 1)[1]


@pytest.mark.parametrize(("calc_id", "package"), CALCS, ids=[c for c, _ in CALCS])
def test_asking_a_calculator_tells_its_refusal_as_an_edit_refusal(calc_id: str,
                                                                  package: WidgetSpec) -> None:
    """The widgets ask their calculator through one door: an input it does not take comes back
    as the reader's refused edit, with the calculator's own code and field."""
    from engine.errors import RulesError
    from livewidgets.calcwidget import ask
    from livewidgets.controls import EditError

    calc_name = registry.calculator(calc_id).calcs[-1]
    with pytest.raises(RulesError) as direct:
        registry.calculator(calc_id).run({"calc": calc_name, "not-an-input": 1})
    with pytest.raises(EditError) as caught:
        ask(calc_id, {"calc": calc_name, "not-an-input": 1})
    assert (caught.value.code, caught.value.where) == (direct.value.code, direct.value.where)


def test_a_calculator_face_draws_the_page_and_the_live_view_from_one_body() -> None:
    """The build's widget and the live view are the same body of the same setup; only the
    live view has the tools, each a button for its edit, labelled by the widget's words."""
    from livewidgets.calcwidget import CalcFace

    def body(setup: Any, found: Any, lang: str, live: bool) -> str:
        return f'<p>{setup["n"]} {found} {lang} {"live" if live else "page"}</p>'

    face = CalcFace(css_class="x-widget", kind="x", setup_of=lambda config: {"n": config["n"] * 2},
                    answer=lambda setup: setup["n"] + 1, change=lambda state, act, lang: {**state},
                    body=body, ui=lambda key, lang: f"{key}-{lang}", tools=("clear", "reset"))
    assert face.static_html({"n": 2}, "fr") == '<div class="lr-static x-widget"><p>4 5 fr page</p></div>'
    html = face.view({"n": 3}, "fr")["html"]
    assert html.startswith('<div class="lr-live x-widget"><p>3 4 fr live</p><div class="lr-tools">')
    assert html.index('data-act="clear"') < html.index('data-act="reset"')
    assert ">clear-fr<" in html and ">reset-fr<" in html


def test_a_calculator_face_refuses_an_edit_the_calculator_refuses_and_keeps_the_origin() -> None:
    """Every kind's edit is checked the same way: the new state's answer is asked before the
    state changes, so a refusal leaves the reader's state as it was; a new state keeps its
    own copy of the origin (an edit that changes the state never changes what reset gives)."""
    from livewidgets.calcwidget import CalcFace
    from livewidgets.controls import EditError, unknown_edit

    def answer(setup: Any) -> int:
        if setup["n"] > 3:
            raise unknown_edit("more")
        return int(setup["n"])

    def change(state: Any, act: Any, lang: str) -> dict[str, Any]:
        state["items"].append(act["item"])      # an edit that forgets to copy
        return {**state, "n": state["n"] + 1}

    face = CalcFace(css_class="x-widget", kind="x", setup_of=lambda config: dict(config),
                    answer=answer, change=change, body=lambda s, f, lang, live: "",
                    ui=lambda key, lang: key, start={"tool": "pen"})
    state = face.initial({"n": 3, "items": []})
    assert state == {"kind": "x", "origin": {"n": 3, "items": []}, "n": 3, "items": [],
                     "tool": "pen"}
    with pytest.raises(EditError):
        face.edit(state, {"act": "more", "item": 1}, "en")
    assert state["origin"] == {"n": 3, "items": []}


ACT = re.compile(r'<button[^>]*?data-act="([^"]*)"([^>]*)>')
ARG = re.compile(r'data-arg-([\w-]+)="([^"]*)"')
WHY = re.compile(r'<span class="lr-why"[^>]*>(.*?)</span>')
BOILERPLATE = ("edit_error", "edit_error_step_back")


def _said(game: str, lang: str, edits: int = 60) -> set[str]:
    """Every refusal a reader meets on a calculator's live widgets in ``lang``: the reason of
    each control drawn as one that cannot apply, and the answer to ``edits`` edits picked at
    random (seeded) among the controls shown, on each of the game's live configs."""
    said: set[str] = set()
    live = widget_specs()[game].live
    for configs in _pages(game).values():
        for config in (c for c in configs if c["widget"] in live):
            view = api.start(game, config, lang)
            pick = random.Random(22)
            for _ in range(edits):
                said.update(html.unescape(w) for w in WHY.findall(view["html"]))
                acts = [(m.group(1), dict(ARG.findall(m.group(2))))
                        for m in ACT.finditer(view["html"]) if m.group(1) not in ("reset", "clear")]
                if not acts:
                    break
                name, args = pick.choice(acts)
                answer = api.act(game, view["state"], {
                    "act": name, **{k: html.unescape(v) for k, v in args.items()}}, lang)
                if "refused" in answer:
                    said.add(answer["refused"]["message"])
                else:
                    view = answer
    return said


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
@pytest.mark.parametrize("game", CALCULATORS)
def test_a_calculator_refusal_says_what_to_do_in_plain_words(game: str, lang: str) -> None:
    """Issue 22: no "Nothing changed. Try another change: must be a whole number ..." on a
    calculator: a − or + at its end says where it stops ("12 is the most here"), any other
    refusal is one sentence of the game's that starts with a capital (or a Chinese sign),
    never the engine's field check ("must be ...")."""
    boilerplate = [ui(key, lang, error="").strip() for key in BOILERPLATE]
    english = [ui(key, "en", error="").strip() for key in BOILERPLATE]
    said = _said(game, lang)
    for message in said:
        assert not any(message.startswith(b) for b in boilerplate + english), message
        assert "must be" not in message and "doit être" not in message, message
        assert not message[0].islower(), message


def test_a_refusal_that_quotes_its_input_is_told_in_a_readers_words() -> None:
    """Review 36, B1: "Must be a list of at most 12 card names, not ['scavenger', ...]". A
    calculator's refusal that quotes the input it refused (a command line's words) reaches a
    reader, from a tap or a crafted call, as what to do; one the kind words itself
    (``plain``) in its words; a stepper past its bound says where it stops."""
    from engine.errors import Message
    from livewidgets.calcwidget import said_plainly
    from livewidgets.controls import EditError, refusal

    quoting = EditError(Message("shared", "quoting", "must be a list, not {value!r}"),
                        where="players[0].cards", value=["scavenger", "refugee"], most=12,
                        ruling="r")
    for act in ({"act": "add", "card": "scavenger"}, {"act": "tool", "value": "x"}):
        said = refusal(said_plainly(quoting, act, "en"), "en")
        assert said["code"] == "calc-beyond" and said["ruling"] == "r", said
        assert "[" not in said["message"] and "must" not in said["message"], said
    words = Message("shared", "plain", "A hand holds at most {most} cards.")
    plain = said_plainly(quoting, {"act": "add"}, "en", plain={"quoting": words})
    assert plain.code == "plain" and plain.where == "players[0].cards"
    assert said_plainly(EditError(Message("shared", "bound", "must be 1 to 6, not {value!r}"),
                                  value=7), {"act": "n", "delta": "1"}, "en").code == "calc-most"
