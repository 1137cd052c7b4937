"""The config check of a calculator's widget: one kind drawn from the calculator's own inputs.

A calculator (a :class:`~engine.registry.CalcSpec`) has no scenario to replay: its widget's
config is the widget kind plus the calculator's inputs. So the check is the same for every
calculator: the config is a mapping, names a known kind, has only that kind's keys, and the
calculator accepts the inputs. The last step asks the calculator itself (through the registry)
rather than repeating its field checks here, so a page can never show a value the live widget
would refuse; its refusal keeps its code and ruling, recast as a :class:`ConfigError` for the
fence to report with the field's line.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from engine import registry
from engine.calcinput import is_integer
from engine.errors import Message, RulesError, marker
from engine.i18n import SHARED

from .controls import (ConfigError, EditError, Json, WayOut, button, config_kind, unknown_edit,
                       unusable, whole_number)
from .markup import escape

M_ = marker(SHARED, __file__)


def check_calc_config(entry_id: str, kinds: Mapping[str, frozenset[str]], calc_name: str,
                      config: Any) -> dict[str, Any]:
    """A copy of ``config`` when calculator ``entry_id`` can show it; otherwise
    :class:`ConfigError` naming the field.

    ``kinds``: each widget kind and the keys its config takes (``widget`` among them);
    ``calc_name``: the calculation the inputs are run through (the calculator's ``calc`` key).
    """
    config_kind(config, kinds, not_a_mapping=M_("config-not-map"), unknown_kind=M_("unknown-kind"),
                not_a_key=M_("not-a-config-key"))
    inputs = {k: v for k, v in config.items() if k != "widget"}
    ask(entry_id, {"calc": calc_name, **inputs}, ConfigError)
    return dict(config)


def ask(entry_id: str, inputs: Mapping[str, Any],
        refused: type[RulesError] = EditError) -> Json:
    """Calculator ``entry_id``'s answer to ``inputs`` (``calc`` among them), through the
    registry: the same function as ``python -m engine.<id> calc``. A refusal comes back as an
    :class:`EditError` (``refused``: a config's :class:`ConfigError`) with the same code, field
    and ruling, so the widget tells it as it is."""
    try:
        return registry.calculator(entry_id).run(dict(inputs))
    except RulesError as err:
        raise err.recast(refused) from None



def asking(entry_id: str, calc: str,
           fields: Sequence[str]) -> Callable[[Mapping[str, Any]], Json]:
    """A calculator kind's ``answer``: :func:`ask` ``calc`` of calculator ``entry_id`` with
    the setup's ``fields`` as its inputs."""
    return lambda setup: ask(entry_id, {"calc": calc, **{k: setup[k] for k in fields}})


def inputs_face(entry_id: str, calc: str, defaults: Mapping[str, Any], **face: Any) -> CalcFace:
    """A calculator kind whose setup is the calculation's inputs, each a config's or, left
    out, its default (``defaults``: every input, in order): its ``setup_of`` and its
    ``answer`` (:func:`asking` ``calc`` of ``entry_id``); ``face``: the rest of the
    :class:`CalcFace`."""
    fields = tuple(defaults)
    return CalcFace(setup_of=lambda config: {**defaults,
                                             **{k: config[k] for k in fields if k in config}},
                    answer=asking(entry_id, calc, fields), **face)

def index_in(count: int, act: Mapping[str, Any], key: str) -> int:
    """The edit's argument ``key`` as an index below ``count`` (a seat, a card of a hand);
    otherwise the refusal of an edit no control sends."""
    index = whole_number(act.get(key))
    if not isinstance(index, int) or not 0 <= index < count:
        raise unknown_edit(act.get("act"))
    return index


def one_of(options: Collection[Any], act: Mapping[str, Any], key: str) -> Any:
    """The edit's argument ``key`` when it is one of ``options`` (a tool, a round, a market);
    otherwise the refusal of an edit no control sends."""
    if act.get(key) not in options:
        raise unknown_edit(act.get("act"))
    return act[key]


MESSAGE = '<p class="lr-message" role="alert" hidden></p>'
"""Where a calculator tells the reader why an edit was refused (widgets.js fills it in)."""


def calc_body(answer: str, inputs: str, live: bool) -> str:
    """A calculator's body in the shape every calculator takes, so that it fits one screen
    (issue 20): its ``answer`` (the sentence that answers the question, and what it rests on)
    first, then its ``inputs`` (what the reader sets, and the rest) in a box that takes the
    room the screen leaves and scrolls inside itself past it (widgets.css; on a phone the box
    lies whole in the page instead, where an inner scroller cut what it held). The answer
    above the inputs stays in view while the reader changes them. In the page as the build writes
    it the box has no control yet: it takes the focus, so a keyboard can scroll it. The inputs
    end with the box of a refusal (:data:`MESSAGE`) unless they place it themselves."""
    focus = "" if live else ' tabindex="0"'
    inputs += "" if MESSAGE in inputs else MESSAGE
    return f'<div class="lr-answer">{answer}</div><div class="lr-inputs"{focus}>{inputs}</div>'


def answer_lines(css: str, label: str, items: Sequence[str], *, polite: bool = True,
                 head: str = "", foot: str = "", ordered: str = "") -> str:
    """A calculator's answer told in lines under its ``label``, in a box of class ``css``
    (a list, not a table: a table wider than a phone fails axe's scrollable-region check).
    ``items``: each line's ``<li>``; ``polite``: read out after each change; ``head``: beside
    the label (a total); ``foot``: under the list; ``ordered``: the class of a ranking's
    numbered list."""
    live = ' aria-live="polite"' if polite else ""
    listed = f'ol class="{ordered}"' if ordered else 'ul class="lr-lines"'
    return (f'<div class="{css}"{live}><p class="lr-label">{escape(label)}{head}</p>'
            f'<{listed}>{"".join(items)}</{listed[:2]}>{foot}</div>')


def count_line(css: str, label: str, count: str) -> str:
    """A count after its name, on one line: ``count`` is a stepper live
    (:func:`~livewidgets.controls.stepper_cell`), the figure in the build's page; laid out
    by one rule for every calculator (widgets.css's ``.lr-count-line``)."""
    return (f'<p class="lr-count-line {css}"><span class="lr-label">{escape(label)}</span> '
            f'{count}</p>')


def chance_line(css: str, label: str, chance: str, exact: str) -> str:
    """A calculator's headline chance, read out after each change: its ``label``, the
    ``chance`` large (widgets.css's ``.lr-chance``), how it was counted (``exact``) under it."""
    return (f'<p class="lr-chance {css}" aria-live="polite"><span class="lr-label">'
            f'{escape(label)}</span> <span class="lr-big">{escape(chance)}</span>'
            f'<span class="lr-exact">{escape(exact)}</span></p>')


def meter(share: float, css: str) -> str:
    """A bar filled ``share`` (0 to 1) of its track, a picture only (the figure beside it says
    it in words); ``css``: its class, which the game's sheet sizes (widgets.css draws it)."""
    return (f'<svg class="lr-meter {css}" viewBox="0 0 100 8" preserveAspectRatio="none" '
            f'aria-hidden="true" focusable="false"><rect class="lr-meter-bg" width="100" '
            f'height="8"/><rect class="lr-meter-fg" width="{round(share * 100, 1)}" height="8"/>'
            '</svg>')


def choice_group(css: str, name: str, label: str, buttons: str, foot: str = "",
                 box: str = "lr-choices") -> str:
    """A row of buttons named by the ``label`` above them (``name``: its id): the tool a tap
    on the drawing applies, the example to load, the tokens to add (``box``: the row's class).
    ``foot``: a line of help under them."""
    return (f'<div class="{css}"><p class="lr-label" id="{name}">{escape(label)}</p>'
            f'<div class="{box}" role="group" aria-labelledby="{name}">{buttons}</div>'
            f'{foot}</div>')


@dataclass(frozen=True, kw_only=True)
class CalcFace:
    """One calculator kind, declared once: the module ``livewidgets.<game>.<kind>`` names it
    ``FACE`` and :mod:`livewidgets.api` calls its :meth:`initial`, :meth:`edit`, :meth:`view`
    and :meth:`static_html` (the kind contract, :mod:`livewidgets.contract`). The build's
    static widget and the live view are the same ``body`` of the same kind of setup, so they
    never differ, and every edit is checked the same way.

    ``kind``: the widget kind (a live state's ``kind``). ``setup_of``: the setup a config
    describes (the calculator's inputs, with what the widget keeps beside them); a live state
    is such a setup too. ``answer(setup)``: the calculator's answer (through :func:`ask`, so a
    refusal is an :class:`EditError`). ``change(state, act, lang)``: the state after one edit
    of the reader (``state``: a copy, its own to edit in place and return), or
    :func:`~livewidgets.controls.unknown_edit`. ``body(setup, found, lang, live)``: the answer
    ``found`` and the inputs (:func:`calc_body`). ``ui``: the widget's words; ``tools``: the
    edits under the body, each a button labelled by ``ui`` with its name (reset, clear).
    ``start``: a live state's keys beside the setup (the tool a click applies), and
    ``reset_to`` those a reset gives back too. ``plain``: the calculator's refusals a reader
    can meet by tapping (its code), in a player's words (the calculator's own name the input
    it refused, for a command line); ``tried``: edits besides the steppers' tried before they
    are drawn, so the one refused is drawn refused (:meth:`view`); ``roomiest(setup)``: the
    tallest state the reader can reach from ``setup`` (or the states that may be), whose room
    the view keeps (:meth:`reserve`), so the widget never changes height (issue 22)."""

    css_class: str
    kind: str
    setup_of: Callable[[Mapping[str, Any]], Mapping[str, Any]]
    answer: Callable[[Mapping[str, Any]], Any]
    change: Callable[[Json, Mapping[str, Any], str], Json]
    body: Callable[[Mapping[str, Any], Any, str, bool], str]
    ui: Callable[..., str]
    tools: tuple[str, ...] = ("reset",)
    start: Mapping[str, Any] = field(default_factory=dict)
    reset_to: Mapping[str, Any] = field(default_factory=dict)
    plain: Mapping[str, Message] = field(default_factory=dict)
    tried: frozenset[str] = frozenset()
    roomiest: Callable[[Mapping[str, Any]],
                       Mapping[str, Any] | Sequence[Mapping[str, Any]]] | None = None

    def initial(self, config: Mapping[str, Any]) -> Json:
        """The live state of a config: its setup, kept as the ``origin`` a reset goes back
        to (a copy of it: an edit never changes the origin)."""
        origin = self.setup_of(config)
        return {"kind": self.kind, "origin": origin, **copy.deepcopy(dict(origin)), **self.start}

    def edit(self, state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> Json:
        """The state after the reader's edit; refused here, before the state changes, when
        the calculator refuses the new inputs (its own code and ruling), in words that say
        what to do (:func:`said_plainly`). ``reset`` is answered here: the origin again, and
        ``reset_to``."""
        try:
            if act.get("act") == "reset":
                return {**state, **copy.deepcopy(dict(state["origin"])), **self.reset_to}
            new = self.change(copy.deepcopy(dict(state)), act, lang)
            self.answer(new)
        except WayOut:
            raise
        except EditError as err:
            raise said_plainly(err, act, lang, self._reach(state, act, lang),
                               self.plain) from None
        return new

    def _reach(self, state: Mapping[str, Any], act: Mapping[str, Any], lang: str) -> int:
        """How far a refused step of more than one (``+10``) can go the same way (0: not
        at all), so that its refusal names the bound it stops at. Tried one step at a time,
        so only for the pages' own steps (up to :data:`REACH_TRIED`): a step a link makes up
        (``delta`` of 10**15) is refused without a reach, in bounded time."""
        delta = whole_number(act.get("delta"))
        if not is_integer(delta) or not 2 <= abs(delta) <= REACH_TRIED:
            return 0
        sign = 1 if delta > 0 else -1
        for step in range(abs(delta) - 1, 0, -1):
            try:
                tried = {**act, "delta": str(sign * step)}
                self.answer(self.change(copy.deepcopy(dict(state)), tried, lang))
            except EditError:
                continue
            return sign * step
        return 0

    def static_html(self, config: Mapping[str, Any], lang: str) -> str:
        """The widget as the build draws it: its body under its class, nothing to press."""
        setup = self.setup_of(config)
        body = self.body(setup, self.answer(setup), lang, False)
        return f'<div class="lr-static {self.css_class}">{body}</div>'

    def view(self, state: Mapping[str, Any], lang: str) -> Json:
        """The live view: the same body, then its tools (reset, clear), as the widget
        contract's answer (a calculator has no steps to play). Each button the calculator
        would refuse is drawn as one that cannot apply, with the refusal as its reason
        (:func:`~livewidgets.controls.unusable`), so the reader sees the bound before tapping
        (issue 22): the steppers' (an edit with a ``delta``) and those of the edits ``tried``."""
        body = unusable(self.body(state, self.answer(state), lang, True),
                        lambda act: self.edit(state, act, lang), lang,
                        lambda act: "delta" in act or act["act"] in self.tried)
        return {"html": self._live(body, lang), "frames": [], "current": 0}

    def _live(self, body: str, lang: str) -> str:
        tools = "".join(button(self.ui(tool, lang), tool) for tool in self.tools)
        return (f'<div class="lr-live {self.css_class}">{body}<div class="lr-tools">{tools}</div>'
                "</div>")

    def reserve(self, config: Mapping[str, Any], lang: str) -> str:
        """What the build writes beside the static widget to hold the room of its live view
        (:func:`reserve_html`): the first live view, and with it the views of the roomiest
        states (``roomiest``), in the same place, so the widget is as tall as the tallest
        of them before Python arrives and stays so while the reader changes it."""
        state = self.initial(config)
        live = str(self.view(state, lang)["html"])
        if self.roomiest is not None:
            big = self.roomiest(state)
            copies = "".join(
                f'<div class="lr-room-copy">'
                f'{self._live(self.body(one, self.answer(one), lang, True), lang)}</div>'
                for one in (big if isinstance(big, Sequence) else (big,)))
            live = f'<div class="lr-room">{live}{copies}</div>'   # one cell, the tallest
        return reserve_html(live)


REACH_TRIED = 20
"""The largest step whose reach :meth:`CalcFace._reach` tries (the pages' steppers go by 1
and 10)."""


def said_plainly(err: EditError, act: Mapping[str, Any], lang: str, reach: int = 0,
                 plain: Mapping[str, Message] | None = None) -> WayOut:
    """A calculator's refusal in a player's words, without the general "try another change"
    (issue 22: a refusal says what to do, not what failed). A refusal the kind words itself
    (``plain``, by code) says it so. A stepper's ``−``/``+`` past a plain bound (the refusal
    names the value tried) says where it stops: "12 is the most here"; past a rule, that it
    stops and the rule. Any other refusal is the calculator's own sentence, which says what to
    do (a game's messages are written so), unless it quotes the input it refused (a list, a
    text: words for a command line), which a reader never reads: "reset" instead.
    ``reach``: how far a step of more than one could go (:meth:`CalcFace._reach`)."""
    if plain and err.code in plain:
        return WayOut(plain[err.code], where=err.where, ruling=err.ruling, **err.params)
    delta = whole_number(act.get("delta"))
    value = err.params.get("value")
    shown = len(value) if isinstance(value, list) else value
    why = err.reason(lang).rstrip(" .。")   # the message ends the sentence
    if is_integer(delta) and delta and is_integer(shown):
        bound = M_("calc-most") if delta > 0 else M_("calc-least")
        return WayOut(bound, where=err.where, ruling=err.ruling, n=shown - delta + reach)
    if "!r}" in err.template and err.code != "unknown-edit":   # no control sends one
        return WayOut(M_("calc-beyond"), where=err.where, ruling=err.ruling)
    if is_integer(delta) and delta:
        stop = M_("calc-higher") if delta > 0 else M_("calc-lower")
        return WayOut(stop, where=err.where, ruling=err.ruling, why=why)
    return err.recast(WayOut)


_NOT_IN_THE_COPY = re.compile(
    r'\s(?:id|for|href|aria-labelledby|aria-describedby|aria-controls|aria-live|role|tabindex'
    r'|data-act|data-arg-[\w-]+|data-delete-act)="[^"]*"')
"""What the reserved copy of a live view leaves out: ids and what names them (the page's ids
stay unique), live regions, and the edits (nothing in the copy can be pressed or counted as
a control)."""


def reserve_html(live_html: str) -> str:
    """The first live view of a calculator, drawn by the build as an invisible copy that sits
    in the same place as the static widget (widgets.css stacks the two), so the widget already
    has the live view's height before Python arrives and does not grow when it does (issue 22).
    Hidden from every reader (``aria-hidden``, ``inert``, not visible; its controls disabled,
    its links without an address); its live class is renamed so nothing mistakes it for the
    live view."""
    copy = _inert_copy(live_html).replace('class="lr-live ', 'class="lr-shadow ')
    return f'<div class="lr-reserve" aria-hidden="true" inert>{copy}</div>'


def _inert_copy(html: str) -> str:
    """``html`` as a copy nobody reads or presses: no ids, live regions or edits, its controls
    disabled."""
    return re.sub(r"<(button|input|select|textarea)\b", r"<\1 disabled",
                  _NOT_IN_THE_COPY.sub("", html))


def held_room(shown: str, live: str) -> str:
    """``shown`` (what the build's page has where the live view has controls: a count, a
    note) in a box as tall as ``live``, those controls, drawn as an invisible copy in the same
    place. The widget as a whole already keeps its height (:func:`reserve_html`); this keeps
    what lies under the controls (a calculator's picture) where it is inside it when Python
    draws them (issue 22: a tree dropped 100 px on a phone)."""
    return (f'<div class="lr-room">{shown}<div class="lr-room-copy" aria-hidden="true" inert>'
            f'{_inert_copy(live)}</div></div>')


def controls_room(live: bool, draw: Callable[[bool], str], *, both: bool = False) -> str:
    """``draw(live)``, a part of a calculator's body drawn one way live (controls) and another
    in the build's page; in the build's page, in the live part's room (:func:`held_room`).
    ``both``: live too, in the room of the build's part (which may be the taller one)."""
    if live:
        return held_room(draw(True), draw(False)) if both else draw(True)
    return held_room(draw(False), draw(True))


__all__ = ["MESSAGE", "CalcFace", "answer_lines", "ask", "check_calc_config", "calc_body",
           "choice_group", "controls_room", "count_line", "held_room", "index_in", "inputs_face",
           "meter", "one_of", "reserve_html"]
