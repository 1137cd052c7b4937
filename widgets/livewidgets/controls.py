"""What every game's widget kinds share: refusals of an edit, and small controls.

An edit never leaves a widget in a broken state: the kind builds the edited scenario, replays
it with the engine, and on any refusal raises :class:`EditError` (a
:class:`~engine.errors.RulesError`: code, parameters, ruling). :func:`livewidgets.api.act`
answers it with :func:`refusal`, the reader's sentence in the page's language and the ruling
to link; the widget shows it and keeps the previous, valid example.
"""

from __future__ import annotations

import copy
import re
from html import unescape
from typing import Any, Callable, Collection, Mapping

from engine.calcinput import whole
from engine.errors import Message, RulesError, excerpt, marker
from engine.i18n import SHARED
from engine.limits import COUNT_RANGE, NUMBER_DIGITS
from engine.session import SandboxKit

from .markup import escape
from .strings import ui

M_ = marker(SHARED, __file__)

Json = dict[str, Any]


class ConfigError(RulesError):
    """A widget config that cannot be shown. ``where`` is the path of the field (the fence
    fails the build with that field's line and ``str(err)``)."""


class EditError(RulesError):
    """An edit the widget cannot apply. The widget's own refusals are raised as one; an
    engine refusal is recast as one (``err.recast(EditError)``), keeping its code and ruling."""


class WayOut(EditError):
    """An edit the widget refuses in words that already say what to do, then why ("take a
    climber off first: ..."): shown as they are, without the general "try another change"
    before them, which would say the way out twice (issue 22: say what to do, not what
    failed)."""


def config_kind(config: Any, kinds: Mapping[str, Collection[str]], *, not_a_mapping: Message,
                unknown_kind: Message, not_a_key: Message, no_kind: Message | None = None) -> str:
    """The kind a widget config names, once the config is a mapping that names one of
    ``kinds`` and holds only that kind's keys: what every widget package checks first.
    Otherwise a :class:`ConfigError` at the field, in the package's own words (its messages:
    ``{kinds}``, ``{kind}`` and ``{keys}`` are theirs to name); ``no_kind``, if given, when
    the config names no kind at all."""
    if not isinstance(config, Mapping):
        raise ConfigError(not_a_mapping, where="config")
    kind: Any = config.get("widget")
    if kind is None and no_kind is not None:
        raise ConfigError(no_kind, where="widget", kinds=", ".join(kinds))
    if kind not in kinds:
        raise ConfigError(unknown_kind, where="widget", kind=kind, kinds=", ".join(kinds))
    for key in config:
        if key not in kinds[kind]:
            raise ConfigError(not_a_key, where=str(key), kind=kind,
                              keys=", ".join(sorted(kinds[kind])))
    return str(kind)


def sandbox_config(kit: SandboxKit, config: Mapping[str, Any]) -> dict[str, Any]:
    """A ``sandbox`` fence's config, when the game's session kit can start from it: a number
    of players (or names) and a seed, or a scenario's position and actions. Otherwise the
    kit's own refusal, in the words it uses for a link or a setup, as a :class:`ConfigError`."""
    try:
        kit.new_session({k: v for k, v in config.items() if k != "widget"})
    except RulesError as err:
        raise err.recast(ConfigError) from None
    return dict(config)


READ_THE_RULING = M_("read-ruling")


def unknown_edit(name: Any) -> EditError:
    """The refusal of an edit name a kind does not know (a page's script out of step)."""
    return EditError(M_("unknown-edit"), where="act", edit=name)


WAY_OUT = {"game-over": "edit_error_step_back"}
"""Refusals whose way out is known from their code alone (any game's): the phrase that says
it. Every other refusal says "try another change" (``edit_error``)."""


def refusal(err: RulesError, lang: str) -> Json:
    """A refused edit as the live widget shows it, all in ``lang``: ``message`` (what the
    reader can do, then the reason), and when a ruling forbids it, its id and the words of a
    link to it."""
    ruling = None if err.ruling is None else str(err.ruling)
    link = READ_THE_RULING.translated(lang) if ruling else None
    phrase = WAY_OUT.get(err.code, "edit_error")
    said = (capitalised(err.reason(lang)) if isinstance(err, WayOut)
            else ui(phrase, lang, error=err.reason(lang)))
    return {"message": said, "code": err.code,
            "ruling": ruling, "link": link}


def edited(scenario: Mapping[str, Any]) -> Json:
    """A deep copy of a scenario, to edit without touching the state the browser holds."""
    return copy.deepcopy(dict(scenario))


def unable(act: str, data: Mapping[str, Any], reason: str) -> tuple[str, str]:
    """What makes the control of edit ``act`` (arguments ``data``) one that cannot apply: its
    attributes (``aria-disabled``: it keeps the focus, unlike ``disabled``; described by the
    reason) and the reason's hidden element, to draw after it, its id unique within the widget
    (the page's script makes it unique in the page). ``widgets/static/why.js`` shows the
    reason on hover and keyboard focus, ``live.js`` on a tap, without asking Python."""
    words = "-".join([act, *(str(v) for v in data.values())])
    ident = "lr-why-" + "".join(c if c.isalnum() or c == "-" else "_" for c in words)
    return (f' aria-disabled="true" aria-describedby="{ident}"',
            f'<span class="lr-why" id="{ident}" hidden>{escape(reason)}</span>')


def refused(attempt: Callable[[Json], Any], act: Json) -> RulesError | None:
    """The refusal ``attempt(act)`` meets (the edit ``act`` tried on the current example, as
    the widget would play it), or None when it applies: how a widget knows beforehand which
    of its controls would answer "Nothing changed" (issue 22)."""
    try:
        attempt(act)
    except RulesError as err:
        return err
    return None


_CONTROL = re.compile(r'<button (?P<attrs>[^>]*\bdata-act="[^"]*"[^>]*)>(?P<face>.*?)</button>',
                      re.S)
_ARGUMENT = re.compile(r' data-(?:act|arg-([\w-]+))="([^"]*)"')


def unusable(html: str, attempt: Callable[[Json], Any], lang: str,
             tried: Callable[[Json], bool] = lambda act: True) -> str:
    """``html`` with each edit button (:func:`button`) whose edit :func:`refused` finds
    refused drawn as one that cannot apply, with the rule as its reason (:func:`why`): a
    reader is never offered a button that answers "Nothing changed" (issue 22). ``tried``:
    which edits are worth a try (each costs a replay of the example); a button already unable
    is left as it is."""
    def vet(control: re.Match[str]) -> str:
        attrs = control["attrs"]
        act = {name or "act": unescape(value) for name, value in _ARGUMENT.findall(attrs)}
        err = None if "aria-disabled" in attrs or not tried(act) else refused(attempt, act)
        if err is None:
            return control[0]
        more, reason = unable(act["act"], {k: v for k, v in act.items() if k != "act"},
                              why(err, lang))
        return f'<button {attrs}{more}>{control["face"]}</button>{reason}'
    return _CONTROL.sub(vet, html)


_WHOLE = re.compile(rf"-?[0-9]{{1,{NUMBER_DIGITS}}}")
"""A whole number as a control writes it: ASCII digits, a minus sign, at most
:data:`engine.limits.NUMBER_DIGITS` digits. ``str.isdigit`` accepts ``²``, which ``int``
refuses with a raw ``ValueError``; ``int`` reads Arabic-Indic digits, ``1_0`` and spaces, and
spends its time on thousands of digits before refusing them."""


def whole_number(value: Any) -> Any:
    """An edit's argument (a ``data-arg-*``, always text in the page) as a whole number when it
    is one (:data:`_WHOLE`); left as given otherwise, for the edit or the calculator to refuse
    by name. Never raises, whatever the text."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    text = value if isinstance(value, str) else None
    return int(text) if text is not None and _WHOLE.fullmatch(text) else value


def unit_step(act: Mapping[str, Any]) -> int:
    """A stepper's one step: +1 for the edit's ``delta`` "1", -1 for anything else (the "-"
    button sends "-1"; a crafted value is a step down, which the bounds then refuse)."""
    return 1 if str(act.get("delta")) == "1" else -1


def edit_number(act: Mapping[str, Any], name: str, least: int, most: int, *,
                default: int | None = None) -> int:
    """The edit's argument ``name`` as a whole number from ``least`` to ``most`` (``default``
    when it is absent and one is given): the one way an edit reads a number. Anything else is
    refused (:class:`EditError` at ``name``, "must be 1 to 6, not abc" in the page's language),
    before any work: the bounds are what the widget can show, so a count of ten billion costs
    nothing."""
    given = act.get(name, default)
    try:
        return whole(whole_number(given), name, COUNT_RANGE, most, least=least, low=least,
                     high=most, count=excerpt(str(given)))
    except RulesError as err:
        raise err.recast(EditError) from None


def edit_attributes(act: str, **args: Any) -> str:
    """The attributes that make an element an edit control: ``data-act`` and a
    ``data-arg-<name>`` per argument, which the live widget sends to the edit as ``<name>``
    (``widgets/static/live.js``)."""
    return f' data-act="{escape(act)}"' + "".join(f' data-arg-{k}="{escape(str(v))}"'
                                                  for k, v in args.items())


def button(label: str, act: str, text: str | None = None, pressed: bool | None = None,
           why: str | None = None, hidden_name: bool = False, **data: Any) -> str:
    """A control button: the edit ``act`` with the arguments ``data`` (:func:`edit_attributes`).

    ``text``: its face, named ``label`` (``aria-label``); ``hidden_name``: named instead by
    ``label`` in words hidden for the eye before the face (no ``aria-label``: a face of signs
    is not words, and axe wants an ``aria-label`` to contain the visible text).
    ``why``: the button cannot apply now, for this reason, in words (:func:`unable`)."""
    state = "" if pressed is None else f' aria-pressed="{"true" if pressed else "false"}"'
    shown = escape(label) if text is None else text
    aria = "" if text is None else f' aria-label="{escape(label)}"'
    if hidden_name:
        aria, shown = "", f'<span class="lr-sr">{escape(label)}</span>{shown}'
    more, reason = unable(act, data, why) if why else ("", "")
    return (f'<button type="button" class="lr-btn"{edit_attributes(act, **data)}{state}{aria}'
            f"{more}>{shown}</button>{reason}")


def choices(label: str, buttons: str, help_text: str = "", box: str = "lr-choices") -> str:
    """A labelled group of buttons (the one the example shows pressed, or ``box="lr-tools"``:
    tools), with a line of help under its label."""
    help_line = f'<p class="lr-help">{escape(help_text)}</p>' if help_text else ""
    return (f'<div class="lr-field" role="group" aria-label="{escape(label)}">'
            f'<p class="lr-label">{escape(label)}</p>{help_line}<div class="{box}">{buttons}'
            "</div></div>")


def drawn_cell(tag: str, css: str, state: str, label: str, inner: str, face: str,
               act: str | None = None, **edit: Any) -> str:
    """One cell of a calculator's drawing (a seat, a hex, a die): ``inner``, its signs, named
    ``label``, in a ``<tag>`` of class ``css`` and ``data-state``. With an ``act`` (live), a
    :func:`button` for that edit (``edit``: its arguments and options); without, a picture of
    class ``face`` with the same name (the build's page, or a cell nothing can change). The
    cell's shared look is ``lr-cell`` (widgets.css); the game's sheet sizes and frames it."""
    control = (button(label, act, text=inner, **edit) if act is not None else
               f'<span class="{face}" role="img" aria-label="{escape(label)}">{inner}</span>')
    return f'<{tag} class="{css} lr-cell" data-state="{state}">{control}</{tag}>'


def stepper_cell(count: int, minus: str, plus: str, act: str, why_not_less: str | None = None,
                 why_not_more: str | None = None, **data: Any) -> str:
    """``[−] n [+]`` with accessible names for both buttons; ``why_not_less`` /
    ``why_not_more``: the reason a button cannot apply (see :func:`button`)."""
    return (f'<span class="lr-counter">'
            f'{button(minus, act, "−", why=why_not_less, delta=-1, **data)}'
            f'<span class="lr-count">{count}</span>'
            f'{button(plus, act, "+", why=why_not_more, delta=1, **data)}</span>')


def why(err: RulesError, lang: str) -> str:
    """The reason a control cannot apply, drawn before any tap: the rule as the engine says
    it, a sentence of its own ("A bribe needs at least one King's Crown card"), not the
    refusal of a tap ("Nothing changed. Try another change: ..."; issue 22: say what to do,
    not what failed), unless only the way out says it (:data:`WAY_OUT`)."""
    return (str(refusal(err, lang)["message"]) if err.code in WAY_OUT
            else capitalised(err.reason(lang)))


def capitalised(sentence: str) -> str:
    """``sentence`` with a capital first letter: a game's refusal shown on its own (a
    :class:`WayOut`) starts a sentence, though its message may be written to follow a colon."""
    return sentence[:1].upper() + sentence[1:]
