"""One error type for every refusal of every game: :class:`RulesError`.

An engine, a scenario reader or a widget refuses an input by raising a :class:`RulesError`
(or a subclass whose name helps, such as a game's ``IllegalAction``). It carries what the
command line, the widgets and the tests each need, as data rather than as a finished English
sentence:

- ``code``: a stable kebab-case id, unique within its gettext ``domain`` (``shared`` or the
  game's id), which is also the message's gettext context;
- ``template``: the English sentence with ``{named}`` slots, and ``params``, the values;
- ``where``: the JSON path of the field at fault (``actions[3]``, ``players``,
  ``hands.Ana[2]``, ``--players``) or None; ``action``: the refused action's text form, when an
  action was refused inside a scenario or a log;
- ``ruling``: the id of the ruling that forbids it, or None.

The sentences are data: each folder that raises refusals declares them in a
``messages.toml`` beside its modules, one ``code = "English template"`` a line (comments
carry the notes for translators), and a module names a message by its code where it raises it,
through its folder's marker::

    raise IllegalAction(M_("holds-too-few"), ruling=Ruling.CARDS_IN_HAND, player=..., held=...)

The catalogue extractor reads the data files (:mod:`sitebuild.words.messages`): the code is the
gettext context, the template the msgid. This module's :data:`M_` names messages of the
``shared`` domain declared in ``engine/messages.toml``; a game's package, or a widget package,
makes its own with :func:`marker` (its messages live in its domain's catalogue). An unknown code
fails when ``M_`` is called (at import for a module-level message), never silently.

``str(err)`` is the English line the command line prints (``where: action: reason [ruling id]``, values as given, so card ids stay
ids); :meth:`RulesError.text` is the reader's line in a language of the site (no ruling id:
the page links the ruling by its title) and
:meth:`RulesError.reason` the sentence alone, the values described by the game in that
language (card ids become card names; see ``GameSpec.describe``). Anything else a program
raises is a bug, never a refusal: the command line says so and exits 70.

Every path, action and value a line echoes passes through :func:`printable` first: a JSON key
or a name can hold a terminal's escape sequence, a bidi override or a lone surrogate, and a
refusal shows them as escaped text (``\\x1b``, ``\\u202e``), never acts them out. The fields
themselves (``where``, ``params``) keep the input as given.

A value shown as given (``{card!r}``) is cut to an excerpt of :data:`EXCERPT` characters, and a
refused action's text to :data:`ACTION_EXCERPT`: an input can hold a text of millions of
characters, and a refusal stays one short line whatever it quotes.
"""

from __future__ import annotations

import functools
import os
import re
import string
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from . import discovery
from .i18n import SHARED, SOURCE_LANG, catalogue, elide, localized_numbers

CODE = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")
"""A code is kebab-case: ``holds-too-few``."""

E = TypeVar("E", bound="RulesError")

EXCERPT = 40
"""Characters of a value shown as given (``{card!r}``) that a message echoes at most: a link
or a file can hold a text of millions of characters, and a refusal must stay one short line."""


ACTION_EXCERPT = 80
"""Characters of a refused action's text form a line shows at most (a real one is shorter; a
crafted one can name a thousand cards)."""


def excerpt(text: str, most: int = EXCERPT) -> str:
    """``text`` cut to ``most`` characters, an ellipsis marking the cut."""
    return text if len(text) <= most else text[:most - 1] + "\u2026"


_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e"
                     "\u2066-\u2069\ud800-\udfff]")
"""What a terminal or the bidi algorithm acts on rather than shows: C0 and C1 controls (ESC
starts a terminal's escape sequence), line and paragraph separators, bidi marks, embeddings,
overrides and isolates, and lone surrogates (which cannot even be encoded to be printed)."""

_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escaped(char: str) -> str:
    code = ord(char)
    return _NAMED.get(char) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


def printable(text: str) -> str:
    """``text`` with every character a terminal or the bidi algorithm would act on written as
    its escape, as Python writes it (``\\x1b``, ``\\n``, ``\\u202e``); any other text,
    in any script, unchanged."""
    return _UNSAFE.sub(lambda found: _escaped(found.group()), text)


QUOTES = {"fr": ("\u00ab\u202f", "\u202f\u00bb")}
"""How a language quotes a text a reader typed, where the template says ``{value!r}``: French
writes « abc », the way its catalogue quotes a key (« cards »), never Python's 'abc'. Other
languages, and the command line, keep the value as Python shows it."""


class _Excerpts(string.Formatter):
    """``str.format`` that cuts a value shown as given (the ``!r`` conversion, the templates'
    way of quoting the input) to :data:`EXCERPT` characters, ending it with an ellipsis, and
    shows every value :func:`printable`. With ``quotes``, a text shown as given is set
    between them instead of Python's quotes (one way to quote in a language's messages)."""

    def __init__(self, quotes: tuple[str, str] | None = None) -> None:
        super().__init__()
        self.quotes = quotes

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion == "r":
            if self.quotes is not None and isinstance(value, str):
                # Escaped as repr escapes: an invisible or control character shows as \\u200c.
                # One character past the excerpt, so that a cut value ends with the ellipsis.
                shown = "".join(c if c.isprintable() else repr(c)[1:-1]
                                for c in value[:EXCERPT + 1])
                opening, closing = self.quotes
                return f"{opening}{excerpt(shown)}{closing}"
            # A long text is cut before repr, so a huge one costs nothing.
            return excerpt(repr(value[:EXCERPT] if isinstance(value, str) else value))
        return super().convert_field(value, conversion)

    def format_field(self, value: Any, format_spec: str) -> Any:
        return printable(super().format_field(value, format_spec))


_FORMAT = _Excerpts().format
_FORMATS = {lang: _Excerpts(quotes).format for lang, quotes in QUOTES.items()}


@dataclass(frozen=True, slots=True)
class Message:
    """A refusal's sentence as declared at its raise site: English template, code, domain."""

    domain: str
    code: str
    template: str

    def __post_init__(self) -> None:
        if not CODE.match(self.code):
            raise ValueError(f"message code {self.code!r} is not kebab-case")

    def translated(self, lang: str) -> str:
        """The template in ``lang`` (the English one when the catalogue lacks it)."""
        return catalogue(self.domain, lang).pgettext(self.code, self.template)


MESSAGES_FILE = "messages.toml"
"""The data file of a folder's messages, beside the modules that raise them."""


def messages(text: str, source: str) -> dict[str, str]:
    """The messages a data file's ``text`` declares, code -> English template. A code that is
    not kebab-case, or a value that is not a text (a table), is refused, naming ``source``."""
    data = tomllib.loads(text)
    for code, template in data.items():
        if not CODE.match(code) or not isinstance(template, str):
            raise ValueError(f"{source}: {code!r} is not a kebab-case code set to a text")
    return data


@functools.cache
def table(path: str) -> Mapping[str, str]:
    """The messages of one data file (:func:`messages`), read once."""
    with open(path, encoding="utf-8") as handle:
        return messages(handle.read(), path)


class Marker:
    """``M_(code)``: the message ``code`` of one gettext domain, as the ``messages.toml``
    beside a module declares it. ``path`` and ``templates`` let a test check that every code a
    module names is declared, and every declared code is used."""

    def __init__(self, domain: str, module_file: str) -> None:
        self.domain = domain
        self.path = os.path.join(os.path.dirname(os.path.abspath(module_file)), MESSAGES_FILE)
        self.templates = table(self.path)

    def __call__(self, code: str) -> Message:
        template = self.templates.get(code)
        if template is None:
            raise LookupError(f"message code {code!r} is not declared in {self.path}")
        return Message(self.domain, code, template)


def marker(domain: str, module_file: str) -> Marker:
    """The ``M_(code)`` of one gettext domain (a game's id, or ``shared``) for the messages
    declared beside ``module_file`` (the calling module's ``__file__``)."""
    return Marker(domain, module_file)


M_ = marker(SHARED, __file__)
"""Names a message of the ``shared`` domain (generic engine refusals), declared in
``engine/messages.toml``."""


def _line(lang: str, reason: str, where: str | None, action: str | None,
          ruling: str | None) -> str:
    if action:
        reason = M_("line-action").translated(lang).format(
            act=printable(excerpt(action, ACTION_EXCERPT)), reason=reason)
    if where:
        reason = M_("line-where").translated(lang).format(path=printable(where), reason=reason)
    if ruling:
        reason = M_("line-ruling").translated(lang).format(reason=reason, id=ruling)
    return reason


def describer(domain: str) -> Callable[[str, Any, str], object] | None:
    """The game's ``describe(slot, value, lang)`` for a domain, if it has one."""
    if domain == SHARED or domain not in discovery.entry_ids():
        return None
    describe: Callable[[str, Any, str], object] | None = getattr(
        discovery.declared(domain), "describe", None)
    return describe


class RulesError(ValueError):
    """An input the rules (or the formats built on them) refuse. Nothing was changed.

    ``RulesError(message, where=..., ruling=..., action=..., **params)``; ``params`` fill the
    template's slots (so no slot may be called ``where``, ``ruling`` or ``action``).
    """

    def __init__(self, message: Message, *, where: str | None = None,
                 ruling: str | None = None, action: str | None = None, **params: Any) -> None:
        self.message = message
        self.params: dict[str, Any] = params
        self.where = where
        self.ruling = ruling
        """The ruling id as given (a game's ``StrEnum`` member stays itself)."""
        self.action = action
        super().__init__(self._english())

    # -- what it is ----------------------------------------------------------------------

    @property
    def code(self) -> str:
        return self.message.code

    @property
    def template(self) -> str:
        return self.message.template

    @property
    def domain(self) -> str:
        return self.message.domain

    def __str__(self) -> str:
        return self._english()

    def _english(self) -> str:
        """The command line's line: English template, values exactly as given."""
        reason = _FORMAT(self.template, **self.params)
        return _line(SOURCE_LANG, reason, self.where, self.action,
                     None if self.ruling is None else str(self.ruling))

    # -- in a reader's language ----------------------------------------------------------

    def described(self, lang: str) -> dict[str, Any]:
        """The parameters as words of ``lang`` (card ids as card names; the rest as given)."""
        describe = describer(self.domain)
        if describe is None:
            return dict(self.params)
        out: dict[str, Any] = {}
        for name, value in self.params.items():
            words = describe(name, value, lang)
            out[name] = value if words is None else words
        return out

    def reason(self, lang: str = SOURCE_LANG) -> str:
        """The sentence alone, in ``lang``: what a widget shows after its way out ("Try
        another change:")."""
        slots = self.described(lang)
        template = elide(self.message.translated(lang), slots, lang)
        return _FORMATS.get(lang, _FORMAT)(template, **localized_numbers(template, slots, lang))

    def text(self, lang: str = SOURCE_LANG) -> str:
        """The whole line a reader sees in ``lang``: ``where: action: reason``. No ruling id:
        it is an English word, and the page links the ruling (``ruling`` in
        :meth:`to_json`) by its title instead; ``str(err)`` keeps it for the command line."""
        return _line(lang, self.reason(lang), self.where, self.action, None)

    def detail(self, lang: str = SOURCE_LANG) -> str:
        """The reader's line without its path, for a message that names the field itself:
        ``action: reason``."""
        return _line(lang, self.reason(lang), None, self.action, None)

    def to_json(self, lang: str = SOURCE_LANG) -> dict[str, Any]:
        """Everything a page needs to show and link the refusal, in ``lang``."""
        return {"code": self.code, "domain": self.domain,
                "where": None if self.where is None else printable(self.where),
                "action": None if self.action is None else printable(self.action),
                "ruling": None if self.ruling is None else str(self.ruling),
                "reason": self.reason(lang), "text": self.text(lang)}

    # -- moved elsewhere -----------------------------------------------------------------

    def at(self: E, where: str | None, action: str | None = None) -> E:
        """The same refusal located at ``where`` (and, when given, naming the refused
        ``action``), e.g. an illegal action found at ``actions[2]`` of a scenario."""
        return self.recast(type(self), where=where,
                           action=self.action if action is None else action)

    def under(self: E, prefix: str) -> E:
        """The same refusal with its path put under ``prefix`` (a widget's ``scenario``):
        ``deck[3]`` becomes ``scenario.deck[3]``; no path, or ``prefix`` itself, gives
        ``prefix``."""
        where = self.where
        if where is None or where == prefix:
            return self.at(prefix)
        return self.at(f"{prefix}{where}" if where.startswith("[") else f"{prefix}.{where}")

    def recast(self, cls: type[E], **changes: Any) -> E:
        """This refusal as a ``cls`` (a widget's ``EditError`` carrying an engine refusal):
        same message, parameters, path, action and ruling, unless ``changes`` say otherwise."""
        fields: dict[str, Any] = {"where": self.where, "ruling": self.ruling,
                                  "action": self.action}
        fields.update(changes)
        return cls(self.message, **fields, **self.params)

    def __reduce__(self) -> tuple[Any, ...]:
        # Rebuilt from its fields (the default would call cls(str(self)) and fail).
        return (_rebuild, (type(self), self.message, self.where, self.ruling, self.action,
                           self.params))


def _rebuild(cls: type[RulesError], message: Message, where: str | None, ruling: str | None,
             action: str | None, params: Mapping[str, Any]) -> RulesError:
    return cls(message, where=where, ruling=ruling, action=action, **params)
