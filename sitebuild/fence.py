"""One superfences fence per registered game: YAML config in, the widget's static HTML out.

```pdbmv
widget: refill
scenario: {players: [Ana, Ben], ...}
```

:func:`custom_fences` makes the fence of every game of the registry, its formatter bound to
the game and the build's language with :func:`functools.partial` (the site's ``on_config``
hook adds them). superfences does not tell a formatter which file or line it is in, so the
site's ``on_page_markdown`` hook also calls :func:`check_page`, which finds every game fence of
a page with its line and fails the build with one line such as
``docs/en/pdbmv/refill.md:42: pdbmv widget: scenario.deck[3]: 'axx' is not a card id ...``.
This module runs at build time only (it needs PyYAML and MkDocs; the browser uses
:mod:`livewidgets.api`).
"""

from __future__ import annotations

import html
import json
import re
from functools import lru_cache, partial
from typing import Any, Iterator

import yaml
from mkdocs.exceptions import PluginError
from pymdownx.superfences import SuperFencesException

from engine import registry
from livewidgets import api
from livewidgets.controls import ConfigError
from livewidgets.strings import UI

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


@lru_cache(maxsize=512)
def render_source(game: str, source: str, lang: str) -> str:
    """The widget root for one fence's YAML; :class:`FenceProblem` if it cannot be shown."""
    try:
        config = yaml.safe_load(source)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        problem = getattr(err, "problem", None) or str(err)
        raise FenceProblem(mark.line if mark else 0, f"invalid YAML: {problem}") from None
    try:
        inner = api.render(game, config, lang)
    except ConfigError as err:
        try:
            root = yaml.compose(source)
        except yaml.YAMLError:  # pragma: no cover - safe_load succeeded
            root = None
        raise FenceProblem(_node_line(root, err.where), str(err)) from None
    kind = f'{game}/{config["widget"]}'
    strings = {key: UI[lang][key] for key in BROWSER_STRINGS}  # templates: JS fills them
    static_only = (" data-static-only" if config["widget"] in api.widget_package(game).STATIC_ONLY
                   else "")
    return (f'<div class="lr-widget" data-widget="{html.escape(kind)}" data-state="static" '
            f'data-lang="{html.escape(lang)}"{static_only} '
            f"data-config='{_attribute_json(config)}' data-ui='{_attribute_json(strings)}'>"
            f'<div class="lr-body">{inner}</div></div>')


def _attribute_json(value: Any) -> str:
    """JSON for a single-quoted attribute (double quotes stay as they are: smaller pages)."""
    text = json.dumps(value, ensure_ascii=False)
    return text.replace("&", "&amp;").replace("'", "&#39;").replace("<", "&lt;").replace(">", "&gt;")


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
        raise SuperFencesException(f"{game} widget: {err}") from None


def custom_fences(lang: str) -> list[dict[str, Any]]:
    """superfences ``custom_fences`` entries: one per registered game with widgets."""
    return [{"name": game, "class": game, "validator": validate,
             "format": partial(format, game=game, lang=lang)} for game in api.widget_packages()]


def _opening(games: tuple[str, ...]) -> re.Pattern[str]:
    names = "|".join(re.escape(game) for game in games)
    return re.compile(rf"^(?P<indent>[ \t]*)(?P<fence>`{{3,}}|~{{3,}})[ \t]*\{{?[ \t]*\.?"
                      rf"(?P<game>{names})\b.*$")


def fences(markdown: str, games: tuple[str, ...] | None = None) -> Iterator[tuple[int, str, str]]:
    """Every game fence of a page: (line of its first content line, 1-based; game; source)."""
    opening_line = _opening(games if games is not None else registry.game_ids())
    lines = markdown.splitlines()
    i = 0
    while i < len(lines):
        opening = opening_line.match(lines[i])
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
        yield start, opening["game"], "\n".join(body)


def check_page(markdown: str, src_path: str, lang: str) -> None:
    """Render every game fence of a page; the first bad one fails the build with its file,
    line and reason (:class:`WidgetConfigError`)."""
    for start, game, source in fences(markdown):
        try:
            render_source(game, source, lang)
        except FenceProblem as err:
            raise WidgetConfigError(
                f"{src_path}:{start + err.line}: {game} widget: {err}") from None
