"""Every word the Dice Hospital widget writes itself, looked up by key: its gettext domain ``dicehospital``
and the shared phrases (:func:`livewidgets.strings.game_strings`).
"""

from __future__ import annotations

from engine.errors import marker
from engine.i18n import Catalogue, Phrase, Plural

from .. import strings as shared

DOMAIN = "dicehospital"
M_ = marker(DOMAIN, __file__)
"""The widget's refusals, in the game's catalogue."""


def _phrases(t: Catalogue) -> dict[str, Phrase]:
    return {
        "now": t._("This round"),
        "later": t._("Next round"),
        "ready_now": t._("Patients ready this round"),
        "ready_later": t._("Patients ready next round anyway"),
        "fewer_now": t._("One patient fewer this round"),
        "more_now": t._("One patient more this round"),
        "fewer_later": t._("One patient fewer next round"),
        "more_later": t._("One patient more next round"),
        "beds": t._("Patients discharged in this round, in order"),
        "no_patient": t._("Nobody is discharged in this round."),
        # Translators: a patient's accessible name: its place in the round and what it scores.
        "patient": Plural("points", lambda n: t.ngettext(
            "Patient {n} of the round: {points} point", "Patient {n} of the round: {points} points",
            n)),
        "held_mark": t._("held back from this round"),
        "hold_it": t._("hold back for the next round"),
        "bring_back": t._("discharge this round instead"),
        "empty": t._("The hospital is empty after this round"),
        "empty_yes": t._("✓ The hospital is empty after this round."),
        "empty_no": t._("✗ Patients stay in the hospital after this round."),
        "bonus_lost": t._("No bonus: a held-back patient stays in the hospital."),
        "sum": t._("Track {track} + bonus {bonus} = {points}"),
        "total": Plural("total", lambda n: t.ngettext(
            "Both rounds: {total} point", "Both rounds: {total} points", n)),
        "all_now": Plural("total", lambda n: t.ngettext(
            "Discharging everyone ready now: {total} point",
            "Discharging everyone ready now: {total} points", n)),
        "options": t._("Every choice, by patients held back"),
        "option": Plural("total", lambda n: t.ngettext(
            "hold back {hold}: {total} point", "hold back {hold}: {total} points", n)),
        "best_mark": t._("best"),
        "chosen_mark": t._("shown above"),
        "legend": t._("Each die is a patient; its number is the points it scores as the n-th "
                      "patient of its round. ⏸ marks a patient held back for the next round."),
        "settings": t._("{now} patients ready this round, {later} ready next round, {hold} held "
                        "back."),
    }


UI, ui = shared.game_strings(DOMAIN, _phrases)
