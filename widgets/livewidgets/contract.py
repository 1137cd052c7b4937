"""The widget contract: what a game's widget package declares, typed, in one place.

A game with worked examples has a package ``livewidgets.<game>`` whose ``WIDGETS`` is a
:class:`WidgetSpec`. :mod:`livewidgets.api` (the build's static HTML, the browser's live
view), :mod:`livewidgets.dispatch` (which modules the page may call), the site's fence and the
benchmarks read nothing else of the package:

- ``kinds``: each kind a worked example can name (``widget: <kind>`` in the game's fence;
  ``data-widget="<game>/<kind>"`` on the page), with the keys its config takes (``widget``
  among them). Kind ``k`` is the module ``livewidgets.<game>.<k>``: ``static_html(config,
  lang)`` draws it at build time; a live kind also has ``initial(config)``, ``edit(state,
  action, lang)`` and ``view(state, lang)`` (a calculator's kind declares them once, as its
  ``FACE``: :class:`livewidgets.calcwidget.CalcFace`). On the page a live kind is the shared
  live player (``widgets/static/live.js``) unless ``scripts`` names a script of its own.
- ``check(config)``: the config when a widget can show it, else a
  :class:`~livewidgets.controls.ConfigError` naming the field (the build fails with the
  fence's file and line).
- ``live``: the kinds the reader can edit; ``static_only``: the kinds that need no Python in
  the browser; ``browser_modules``: modules whose public functions the page may call besides
  the api (``<game>.sandbox.act``).
- ``scripts``, ``announce`` and ``reserve``: what the page does its own way for a kind (the
  fence writes the first two on the widget's root: ``data-script``, ``data-announce``).
- ``bench_page``: the page whose first widget the benchmarks time (``<lang>/<game>/<page>/``),
  and ``bench_before``: an older figure of that page printed beside today's, if any.

A calculator (a :class:`~engine.registry.CalcSpec`) declares :func:`calc_widgets` instead,
whose ``check`` is derived from the calculator. Its kind is drawn at build time from its
config (a worked example with no Python in the page, every input but ``widget`` optional) and
goes live when it comes near the screen, where its calculator answers each edit.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

Json = dict[str, Any]
Check = Callable[[Any], Json]


@dataclass(frozen=True)
class BenchFigure:
    """A figure of the bench page measured before a change, kept to print beside today's."""

    seconds: float
    date: str
    why: str


@dataclass(frozen=True)
class WidgetSpec:
    """A game's widget package, declared (``livewidgets.<game>.WIDGETS``)."""

    kinds: Mapping[str, frozenset[str]]
    check: Check
    live: tuple[str, ...] = ()
    static_only: frozenset[str] = frozenset()
    browser_modules: tuple[str, ...] = ()
    bench_page: str = ""
    bench_before: BenchFigure | None = None
    reserve: bool = False
    """Draw an invisible copy of each live kind's first view beside its static widget
    (:func:`livewidgets.api.reserve`): a calculator keeps its height when Python arrives."""
    scripts: Mapping[str, str] = field(default_factory=dict)
    """kind -> the name of its own script in the game's ``static/`` (``<name>.js``, exporting
    ``mount(root, ctx)``: a sandbox, a kind with controls of its own)."""
    announce: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """kind -> the selectors of the parts a screen reader hears after each redraw (the whole
    widget is redrawn, so their own live regions are new each time and are not announced)."""

    def __post_init__(self) -> None:
        unknown = ((set(self.live) | self.static_only | set(self.scripts) | set(self.announce))
                   - set(self.kinds))
        if unknown:
            raise ValueError(f"live, static-only, scripted or announced kinds that are not "
                             f"kinds: {sorted(unknown)}")
        if any("widget" not in keys for keys in self.kinds.values()):
            raise ValueError("every kind's keys include 'widget'")


def calc_widgets(game: str, kind: str, calc_name: str, inputs: Collection[str], *,
                 undrawn: Collection[str] = (), defaults: Mapping[str, Any] | None = None,
                 bench_page: str = "", announce: tuple[str, ...] = (),
                 when: Mapping[str, tuple[str, Collection[str]]] | None = None,
                 drawable: Callable[[Json], None] | None = None) -> WidgetSpec:
    """The widget package of calculator ``game``: its one ``kind``, live, runs calculation
    ``calc_name``; its check is a kind, that kind's keys, and the calculator's own verdict on
    the inputs (:func:`livewidgets.calcwidget.check_calc_config`). Its config takes the
    calculation's ``inputs`` (the keys the calculator declares it reads, so they are never
    listed twice) but those the drawing cannot show (``undrawn``). ``defaults``: inputs a config
    may leave out (the widget's own starting point), given to the calculator before the
    config's; ``announce``: as :class:`WidgetSpec`'s. ``when``: a config key that feeds another
    calculation, with that calculation's inputs (``example``: one of the page's examples, not
    sides; no ``defaults`` then); ``drawable(config)``: what the drawing itself cannot show,
    refused once the calculator has accepted the config (a
    :class:`~livewidgets.controls.ConfigError` naming the field)."""
    from .calcwidget import check_calc_config   # calcwidget imports the controls' words

    def config_keys(keys: Collection[str]) -> frozenset[str]:
        return frozenset(keys).difference({"calc"}, undrawn) | {"widget"}

    ways = {key: (calc, config_keys(keys)) for key, (calc, keys) in (when or {}).items()}

    def check(config: Any) -> Json:
        key = next((k for k in ways if isinstance(config, Mapping) and k in config), None)
        calc, keys, base = calc_name, config_keys(inputs), dict(defaults or {})
        if key is not None:
            calc, keys, base = ways[key][0], ways[key][1], {}
        # the calculator is given the defaults too; the config is kept as written
        check_calc_config(game, {kind: keys}, calc, {**base, **config}
                          if isinstance(config, Mapping) else config)
        checked = dict(config)
        if drawable is not None:
            drawable(checked)
        return checked

    every = config_keys(inputs).union(*(keys for _, keys in ways.values()))
    return WidgetSpec(kinds={kind: every}, check=check, live=(kind,), bench_page=bench_page,
                      reserve=True, announce={kind: announce} if announce else {})


__all__ = ["BenchFigure", "Check", "WidgetSpec", "calc_widgets"]
