"""One superfences fence per registered game: YAML config in, the widget's static HTML out.

```<game id>
widget: <kind>
scenario: {players: [Ana, Ben], ...}
```

:func:`custom_fences` makes the fence of every game of the registry, its formatter bound to
the game and the build's language with :func:`functools.partial` (the site's ``on_config``
hook adds them). superfences does not tell a formatter which file or line it is in, so the
site's ``on_page_markdown`` hook also calls :func:`check_page`, which finds every game fence of
a page with its line and fails the build with one line such as
``docs/en/<game>/<page>.md:42: <game> widget: scenario.deck[3]: 'axx' is not a card id ...``.
This module runs at build time only (it needs PyYAML and MkDocs; the browser uses
:mod:`livewidgets.api`).

A fence's YAML is held to the game's limits (``GameSpec.limits``): its size is checked before it
is parsed, and the loader (:func:`load_yaml`) refuses anchors and aliases (a few hundred bytes
of nested aliases expand into megabytes: the "billion laughs") and nesting deeper than the
limit, and integers of more than :data:`engine.limits.NUMBER_DIGITS` digits (Python would
refuse beyond 4,300 with a message of its own), before :func:`livewidgets.api.render` checks
the rest. A YAML syntax error points at the line where the fault is: for a bracket or a quote
never closed, the line that opened it, not the line where the parser gave up; a value the
loader cannot make (a date that is no date), at its own line. Every fence error names its file
and line, even a widget's bug (``internal error: ...``), so a page's author finds the fence.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache, partial
from typing import Any, Iterator

import yaml
from mkdocs.exceptions import PluginError
from pymdownx.superfences import SuperFencesException

from engine import registry
from engine.errors import excerpt, printable
from engine.limits import NUMBER_DIGITS
from engine.registry import Limits
from livewidgets import api
from livewidgets.controls import ConfigError
from livewidgets.markup import attribute_json
from livewidgets.strings import UI

from sitebuild.pages import search_skip

BROWSER_STRINGS = ("loading", "megabytes", "start_error")
"""UI strings the page needs before Python runs in the browser (progress, start failure)."""


class WidgetConfigError(PluginError):
    """A game fence no widget can show: ``file:line: <game> widget: field: reason``."""


class FenceProblem(ValueError):
    """A bad fence, with the line (counted from the fence's first content line, 0-based)."""

    def __init__(self, line: int, text: str) -> None:
        super().__init__(text)
        self.line = line


def _node_line(root: yaml.Node | None, where: str) -> int:
    """Line of the YAML at a config path such as ``scenario.deck[3]`` (0-based): the value's
    line, or its key's line when the value is a block spanning the lines below; the deepest
    line found when the path does not exist."""
    node, line = root, 0
    for token in re.findall(r"[^.\[\]]+|\[\d+\]", where):
        if node is None:
            break
        line = node.start_mark.line
        child = None
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if key.value == token:
                    child, line = value, key.start_mark.line
                    break
        elif isinstance(node, yaml.SequenceNode) and token.startswith("["):
            index = int(token[1:-1])
            child = node.value[index] if index < len(node.value) else None
            line = child.start_mark.line if child is not None else line
        node = child
    if node is None or (isinstance(node, yaml.CollectionNode) and not node.flow_style):
        return int(line)
    return int(node.start_mark.line)


class _StrictLoader(yaml.SafeLoader):
    """PyYAML's safe loader without anchors and aliases, and with a nesting limit (its composer
    recurses once per level: the limit also keeps it far from Python's recursion limit)."""

    most_depth = 16

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        event = self.peek_event()  # type: ignore[no-untyped-call]
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise yaml.composer.ComposerError(
                None, None, "anchors (&) and aliases (*) are not allowed in a worked example",
                event.start_mark)
        collection = isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent))
        if collection and self._depth >= self.most_depth:
            raise yaml.composer.ComposerError(
                None, None, f"nested more than {self.most_depth} levels deep", event.start_mark)
        self._depth += collection
        try:
            return super().compose_node(parent, index)
        finally:
            self._depth -= collection

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        """A value, or a YAML error at its node's line for one a constructor fails to make in
        Python's own words (a net: the known cases, long integers and dates, have their own
        sentences below)."""
        try:
            return super().construct_object(node, deep)
        except yaml.YAMLError:
            raise
        except (ValueError, TypeError, OverflowError) as err:
            raise yaml.constructor.ConstructorError(
                None, None, f"cannot read this value ({err})", node.start_mark) from None

    def construct_bounded_int(self, node: yaml.ScalarNode) -> int:
        """An integer of at most :data:`NUMBER_DIGITS` digits; longer is refused before it is
        converted (the conversion of thousands of digits is slow, then refused by Python)."""
        text = str(node.value).replace("_", "").lstrip("+-")
        if len(text) > NUMBER_DIGITS:
            raise yaml.constructor.ConstructorError(
                None, None, f"a number of {len(text)} digits: no number may have more than "
                f"{NUMBER_DIGITS} digits", node.start_mark)
        return int(self.construct_yaml_int(node))

    def construct_no_timestamp(self, node: yaml.ScalarNode) -> Any:
        """No date or time: JSON has none (and ``2024-13-45`` would fail in Python's own
        words); quoted, it is a text."""
        raise yaml.constructor.ConstructorError(
            None, None, "a date or time is not a value of a worked example (in quotes, it is a "
            "text)", node.start_mark)


_StrictLoader.add_constructor("tag:yaml.org,2002:int", _StrictLoader.construct_bounded_int)
_StrictLoader.add_constructor("tag:yaml.org,2002:timestamp",
                              _StrictLoader.construct_no_timestamp)


_UNREADABLE = re.compile("[^\t\n\r\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufffd"
                         "\U00010000-\U0010ffff]")
"""What a fence may not hold raw: the characters YAML's reader refuses (C0 and C1 controls but
tab and line breaks, DEL, lone surrogates, U+FFFE/U+FFFF) and the line breaks YAML reads where
a page has none (U+0085, U+2028, U+2029: the lines after one would be numbered wrong). Inside
double quotes, YAML's escapes (``\\e``, ``\\u2028``) still write any of them."""


def load_yaml(source: str, limits: Limits) -> Any:
    """A fence's YAML as data, within ``limits`` (size, nesting), anchors and aliases refused;
    :class:`FenceProblem` at the faulty line otherwise (a raw control character at its own
    line, escaped: YAML's reader would refuse it with an offset and no line)."""
    size = len(source.encode("utf-8", "surrogatepass"))
    if size > limits.max_bytes:
        raise FenceProblem(0, f"the worked example is {size} bytes long; the limit is "
                              f"{limits.max_bytes}")
    found = _UNREADABLE.search(source)
    if found:
        code = ord(found.group())
        raise FenceProblem(source.count("\n", 0, found.start()),
                           f"invalid YAML: the character {printable(found.group())} "
                           f"(U+{code:04X}) cannot be written as it is; in a text in double "
                           f"quotes, write it as \\u{code:04X}")
    loader = _StrictLoader(source)
    loader.most_depth = limits.max_depth
    try:
        return loader.get_single_data()
    except yaml.YAMLError as err:
        raise _yaml_problem(err, source) from None
    finally:
        loader.dispose()


OPENED = ("while parsing a flow sequence", "while parsing a flow mapping",
          "while scanning a quoted scalar")
"""Contexts of a YAML error whose fault is where something opened and never closed."""


def _yaml_problem(err: yaml.YAMLError, source: str) -> FenceProblem:
    """The YAML error at the line of its fault: where an unclosed bracket or quote opened, else
    where the parser stopped (at the end of the source: its last line with text)."""
    problem = getattr(err, "problem", None) or str(err)
    context = getattr(err, "context", None)
    opened = getattr(err, "context_mark", None)
    mark = getattr(err, "problem_mark", None)
    if context in OPENED and opened is not None:
        what = context.split(" a ", 1)[1]
        return FenceProblem(opened.line, f"invalid YAML: {problem} (in the {what} opened on "
                                         "this line)")
    lines = source.splitlines()
    line = mark.line if mark is not None else 0
    while line >= len(lines) or (line > 0 and not lines[line].strip()):
        line -= 1
        if line < 0:
            return FenceProblem(0, f"invalid YAML: {problem}")
    return FenceProblem(line, f"invalid YAML: {problem}")


def _composed(source: str) -> yaml.Node | None:
    """The YAML nodes of a fence's source that :func:`load_yaml` has read (for their lines)."""
    try:
        return yaml.compose(source, Loader=_StrictLoader)
    except yaml.YAMLError:  # pragma: no cover - load_yaml succeeded
        return None


@lru_cache(maxsize=512)
def render_source(game: str, source: str, lang: str) -> str:
    """The widget root for one fence's YAML; :class:`FenceProblem` if it cannot be shown."""
    limits = registry.entry(game).limits
    config = load_yaml(source, limits)
    kind = config.get("widget") if isinstance(config, dict) else None
    if kind is not None and not isinstance(kind, str):
        raise FenceProblem(_node_line(_composed(source), "widget"),
                           f"widget: must be the name of a kind of widget (one of "
                           f"{', '.join(api.widget_spec(game).kinds)}), not {excerpt(repr(kind))}")
    try:
        inner = api.render(game, config, lang)
        reserved = api.reserve(game, config, lang)
    except ConfigError as err:
        raise FenceProblem(_node_line(_composed(source), err.where or ""), str(err)) from None
    except Exception as err:  # a widget's bug: still the fence's file and line
        raise FenceProblem(0, f"internal error: {type(err).__name__}: {err}") from err
    kind = f'{game}/{config["widget"]}'
    strings = {key: UI[lang][key] for key in BROWSER_STRINGS}  # templates: JS fills them
    spec = api.widget_spec(game)
    static_only = " data-static-only" if config["widget"] in spec.static_only else ""
    # the kind's own script, or what the shared live player reads out (contract.WidgetSpec)
    script = spec.scripts.get(config["widget"])
    page_side = f' data-script="{html.escape(script)}"' if script else ""
    if config["widget"] in spec.announce:
        page_side += f" data-announce='{attribute_json(list(spec.announce[config['widget']]))}'"
    return (f'<div class="lr-widget" data-widget="{html.escape(kind)}" data-state="static" '
            f'data-lang="{html.escape(lang)}"{static_only}{page_side} '
            f"data-config='{attribute_json(config)}' data-ui='{attribute_json(strings)}' "
            f'{search_skip.MARK}><div class="lr-body">{inner}</div>{reserved}</div>')


def validate(language: str, inputs: dict[str, Any], options: dict[str, Any],
             attrs: dict[str, Any], md: Any) -> bool:
    """superfences validator: the fence takes no options; the YAML is checked when rendered."""
    return True


def format(source: str, language: str, css_class: str, options: dict[str, Any], md: Any,
           *, game: str, lang: str, **kwargs: Any) -> str:
    """superfences formatter (bound to a game and a language by :func:`custom_fences`): the
    widget's static HTML."""
    try:
        return render_source(game, source, lang)
    except FenceProblem as err:
        raise SuperFencesException(f"{game} widget: {printable(str(err))}") from None


def custom_fences(lang: str) -> list[dict[str, Any]]:
    """superfences ``custom_fences`` entries: one per registered game with widgets."""
    return [{"name": game, "class": game, "validator": validate,
             "format": partial(format, game=game, lang=lang)} for game in api.widget_packages()]


OPENING = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}(?=[^`]*$)|~{3,})(?P<info>.*)$")
"""Any fenced code block's opening line (a backtick fence's info string holds no backtick)."""


def _game_of(info: str, games: tuple[str, ...]) -> str | None:
    """The game a fence's info string names (```` ```<game> ````, ```` ``` { .<game> } ````)."""
    found = re.match(r"[ \t]*\{?[ \t]*\.?([A-Za-z0-9_-]+)", info)
    return found[1] if found and found[1] in games else None


def fences(markdown: str, games: tuple[str, ...] | None = None) -> Iterator[tuple[int, str, str]]:
    """Every game fence of a page: (line of its first content line, 1-based; game; source).

    Every fenced block is read to its closing line, whatever its language, so a game fence
    shown as an example inside a longer block (```` ````markdown ```` around ```` ```<game> ````)
    is that block's text, as the renderer treats it, and never a worked example."""
    names = games if games is not None else registry.entry_ids()
    # Lines as Markdown counts them (and an editor): at "\n" only, never at the other breaks
    # str.splitlines knows (U+001C, U+0085, U+2028...), so a fence's line is the file's.
    lines = [line[:-1] if line.endswith("\r") else line for line in markdown.split("\n")]
    i = 0
    while i < len(lines):
        opening = OPENING.match(lines[i])
        i += 1
        if not opening:
            continue
        indent, fence = len(opening["indent"]), opening["fence"]
        closing = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")
        start, body = i + 1, []
        while i < len(lines) and not closing.match(lines[i]):
            line = lines[i]
            body.append(line[min(indent, len(line) - len(line.lstrip())):])
            i += 1
        i += 1
        game = _game_of(opening["info"], names)
        if game is not None:
            yield start, game, "\n".join(body)


def check_page(markdown: str, src_path: str, lang: str) -> None:
    """Render every game fence of a page; the first bad one fails the build with its file,
    line and reason (:class:`WidgetConfigError`)."""
    for start, game, source in fences(markdown):
        try:
            render_source(game, source, lang)
        except FenceProblem as err:
            raise WidgetConfigError(  # escaped: a fence's text may hold any character
                f"{src_path}:{start + err.line}: {game} widget: {printable(str(err))}") from None
