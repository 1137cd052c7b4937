"""The one shape every stepped worked example takes: a compact player.

A kind gives a list of :class:`Frame` (a sentence naming what happened, and the board drawn
after it); this module decides the shape. The player is one block no taller than a phone
screen: the board of the current step with its sentence as the caption, and Start / Back /
Play / Next. Every frame is written into the page (the build writes them all, drawn from the
engine's own step snapshots), stacked in one place so the player keeps its height while the
reader steps: ``widgets/static/player.js`` shows one frame at a time, animates what moved and
needs no Python. The full list of steps stays in the page, folded (``<details>``).

The static page (from the build) and the live view after an edit (from Python in the browser)
are the same markup (:func:`worked_kind`); the live one adds the kind's controls (behind
"Change this example") and the box where a refusal is shown. The player opens at the starting
position, explained in words, not "Step 0".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from .markup import attribute_json, escape
from .strings import ui


@dataclass(frozen=True, slots=True)
class Frame:
    """One step: its sentence (plain text; empty for the starting position) and its diagram."""

    text: str
    diagram: str


def captions(frames: Sequence[Frame], lang: str) -> list[str]:
    """Each frame's caption: the starting position is explained in words, then each step's
    sentence (which names its cause: the engine's own event text)."""
    return [(frames[0].text or ui("step_start", lang)) if frames else "",
            *(f.text for f in frames[1:])]


def steps_list(frames: Sequence[Frame], lang: str, current: int = 0) -> str:
    """The steps after the start, folded: each a button that shows its frame."""
    items = []
    for i, frame in enumerate(frames[1:], 1):
        here = ' aria-current="step"' if i == current else ""
        items.append(f'<li data-step="{i}"{here}><button type="button" class="lr-goto" '
                     f'data-goto="{i}">{escape(frame.text)}</button></li>')
    if not items:
        return ""
    return (f'<details class="lr-all-steps"><summary>{escape(ui("steps", lang))} '
            f'({len(items)})</summary><ol class="lr-steps">{"".join(items)}</ol></details>')


def _button(key: str, lang: str, label: str | None = None) -> str:
    return (f'<button type="button" class="lr-step-btn" data-step-to="{key}">'
            f"{escape(label or ui(key, lang))}</button>")


def stepper(lang: str, total: int, current: int) -> str:
    """Start / Back / Play / Next and the counter ("Start", then "Step n of total")."""
    words = {"play": ui("play", lang), "pause": ui("pause", lang),
             "count": ui("step_count", lang, n="{n}", total="{total}"),
             "start": ui("start_count", lang, total="{total}")}
    count = (ui("start_count", lang, total=total) if current == 0
             else ui("step_count", lang, n=current, total=total))
    play = (f'<button type="button" class="lr-step-btn lr-play" data-step-to="play" '
            f'aria-pressed="false">{escape(words["play"])}</button>')
    return (f'<div class="lr-stepper" role="group" aria-label="{escape(ui("stepper", lang))}" '
            f"data-words='{attribute_json(words)}'>"
            f'{_button("first", lang)}{_button("prev", lang)}{play}{_button("next", lang)}'
            f'<span class="lr-step-count">{escape(count)}</span></div>')


def player(frames: Sequence[Frame], lang: str, note: str = "", current: int = 0) -> str:
    """The compact player over ``frames`` (all written, the ``current`` one shown: a step of
    them), the folded list of steps, the kind's ``note`` (e.g. the outcome) and the "Change
    this example" button (Python starts only when the reader presses it)."""
    if not frames:
        return f'<div class="lr-player">{note}</div>'
    last = len(frames) - 1
    shown = []
    for i, (text, frame) in enumerate(zip(captions(frames, lang), frames)):
        here = " data-shown" if i == current else ""
        shown.append(f'<figure class="lr-frame" data-frame="{i}"{here}>'
                     f'<figcaption class="lr-caption">{escape(text)}</figcaption>'
                     f'<div class="lr-diagram">{frame.diagram}</div></figure>')
    return (f'<div class="lr-player" data-current="{current}" data-total="{last}">'
            f'<div class="lr-screen">'
            f'<div class="lr-bar">{stepper(lang, last, current) if last else ""}</div>'
            f'<div class="lr-frames">{"".join(shown)}</div></div>'
            f'<div class="lr-more">{change_bar(lang)}'
            f"{steps_list(frames, lang, current)}{note}</div></div>")


def change_bar(lang: str, expanded: bool = False) -> str:
    """"Change this example" (Python starts only when the reader presses it) in its bar, and
    the place of its progress."""
    return (f'<div class="lr-bar"><button type="button" class="lr-change" aria-expanded='
            f'"{"true" if expanded else "false"}">{escape(ui("change", lang))}</button></div>'
            '<div class="lr-status" aria-live="polite"></div>')


State = Mapping[str, Any]
Example = Callable[[State, str, bool], tuple[list[Frame], str]]
"""``example(state, lang, live)``: a kind's frames and note (its outcome, or "") at a state."""


def last_step(state: State, frames: Sequence[Frame]) -> int:
    """Where a kind whose edit is best seen at its result opens its live view."""
    return len(frames) - 1


def worked_kind(initial: Callable[[State], dict[str, Any]], example: Example,
                controls: Callable[[State, str], str],
                opens: Callable[[State, Sequence[Frame]], int | None] | None = None
                ) -> tuple[Callable[[State, str], str], Callable[[State, str], dict[str, Any]]]:
    """A stepped kind's ``static_html`` and ``view`` (the widget contract), the same for every
    kind: the build draws its ``example`` at the config's ``initial`` state, nothing to press;
    the live view is the same at the reader's state with the kind's ``controls(state, lang)``,
    opened on the step ``opens(state, frames)`` says (the start by default)."""
    def static_html(config: State, lang: str) -> str:
        frames, note = example(initial(config), lang, False)
        return f'<div class="lr-static">{player(frames, lang, note)}</div>'

    def view(state: State, lang: str) -> dict[str, Any]:
        """The same player, with the kind's controls and the box for a refusal, and its
        frames' sentences."""
        frames, note = example(state, lang, True)
        current = max(0, min((opens(state, frames) if opens else None) or 0, len(frames) - 1))
        html = (f'<div class="lr-live">{player(frames, lang, note, current)}'
                f'<div class="lr-controls">{controls(state, lang)}</div>'
                f'<p class="lr-message" role="alert" hidden></p></div>')
        return {"html": html, "current": current,
                "frames": [{"text": t} for t in captions(frames, lang)]}
    return static_html, view
