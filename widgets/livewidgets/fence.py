"""The ``pdbmv`` superfences fence: YAML config in, the widget's static HTML out.

```pdbmv
widget: refill
scenario: {players: [Ana, Ben], ...}
```

:func:`format` renders the worked example in the build's language (``LANG["value"]``, set by
the site's MkDocs hook). superfences does not tell a formatter which file or line it is in,
so the site's ``on_page_markdown`` hook also calls :func:`check_page`, which finds every
``pdbmv`` fence of a page with its line and fails the build with one line such as
``docs/en/pdbmv/refill.md:42: pdbmv widget: scenario.deck[3]: 'axx' is not a card id ...``.
This module runs at build time only (it needs PyYAML and MkDocs; the browser uses
:mod:`livewidgets.api`).
"""

from __future__ import annotations

import html
import json
import re
from functools import lru_cache
from typing import Any, Iterator

import yaml
from mkdocs.exceptions import PluginError
from pymdownx.superfences import SuperFencesException

from . import api
from .config import ConfigError
from .strings import UI

LANG = {"value": "en"}
"""Language of the current build; set by the site's MkDocs hook (``extra.lang``)."""

OPENING = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*\{?[ \t]*\.?pdbmv\b.*$")

STATIC_ONLY = frozenset({"assumptions"})
"""Kinds whose widget needs no Python in the browser (``data-static-only`` on the root)."""

BROWSER_STRINGS = ("loading", "megabytes", "start_error")
"""UI strings the page needs before Python runs in the browser (progress, start failure)."""


class WidgetConfigError(PluginError):
    """A ``pdbmv`` fence no widget can show: ``file:line: pdbmv widget: field: reason``."""


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
def render_source(source: str, lang: str) -> str:
    """The widget root for one fence's YAML; :class:`FenceProblem` if it cannot be shown."""
    try:
        config = yaml.safe_load(source)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        problem = getattr(err, "problem", None) or str(err)
        raise FenceProblem(mark.line if mark else 0, f"invalid YAML: {problem}") from None
    try:
        inner = api.render(config, lang)
    except ConfigError as err:
        try:
            root = yaml.compose(source)
        except yaml.YAMLError:  # pragma: no cover - safe_load succeeded
            root = None
        raise FenceProblem(_node_line(root, err.where), str(err)) from None
    kind = config["widget"]
    strings = {key: UI[lang][key] for key in BROWSER_STRINGS}  # templates: JS fills them
    static_only = " data-static-only" if kind in STATIC_ONLY else ""
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
           **kwargs: Any) -> str:
    """superfences formatter: the widget's static HTML in the build's language."""
    try:
        return render_source(source, LANG["value"])
    except FenceProblem as err:
        raise SuperFencesException(f"pdbmv widget: {err}") from None


def fences(markdown: str) -> Iterator[tuple[int, str]]:
    """Every ``pdbmv`` fence of a page: (line of its first content line, 1-based; source)."""
    lines = markdown.splitlines()
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
        yield start, "\n".join(body)


def check_page(markdown: str, src_path: str) -> None:
    """Render every ``pdbmv`` fence of a page; the first bad one fails the build with its
    file, line and reason (:class:`WidgetConfigError`)."""
    for start, source in fences(markdown):
        try:
            render_source(source, LANG["value"])
        except FenceProblem as err:
            raise WidgetConfigError(
                f"{src_path}:{start + err.line}: pdbmv widget: {err}") from None
