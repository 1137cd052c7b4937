"""Who takes a gang at the end of the game (HQ expansion, modules 1 and 2).

A gang goes to one player at the end and counts 5 people in that player's tribe. Each gang has
its own count and its own tie-break, as the English original of the help page gives them:

- the Gearheads: most cards with the tool icon; a tie goes to the most tools among the
  contested resources the player holds;
- the Pharmers: the highest total medicine value; a tie goes to the most Medics
  (``pharmers-tie-break``: the French translation says the most medicines instead);
- the Masons: the most buildings finished and enabled; a tie goes to the most Engineers.

Still tied after the tie-break, nobody takes the gang (``gang-still-tied``, this site's
reading: the page says nothing more).
"""

from __future__ import annotations

from typing import Any, Sequence

GANG_PEOPLE = 5
"""People a gang counts at the end (the page)."""

GANGS: dict[str, tuple[str, str]] = {
    "gearheads": ("tool_icons", "contested_tools"),
    "pharmers": ("meds", "medics"),
    "masons": ("buildings", "engineers"),
}
"""Each gang: the count that takes it, then the count that breaks a tie."""


def award(gang: str, players: Sequence[tuple[int, int]]) -> dict[str, Any]:
    """The seat that takes ``gang``, given each seat's (count, tie-break count); checked input."""
    most = max(count for count, _ in players)
    leaders = [seat for seat, (count, _) in enumerate(players) if count == most]
    winner: int | None = None
    why = "most"
    if len(leaders) == 1:
        winner = leaders[0]
    else:
        best = max(players[seat][1] for seat in leaders)
        tied = [seat for seat in leaders if players[seat][1] == best]
        if len(tied) == 1:
            winner, why = tied[0], "tie-break"
        else:
            why = "still-tied"
    main, tie = GANGS[gang]
    return {"gang": gang, "count": main, "tie_break": tie, "most": most,
            "tied": leaders if len(leaders) > 1 else [], "winner": winner, "why": why,
            "people": GANG_PEOPLE if winner is not None else 0}
