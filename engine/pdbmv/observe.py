"""What changed between two positions, as every player at the table can see it.

A player coming back to the table after the others have played asks what moved: which Favor
tokens moved along the track (and from where), which stalls of the market were bought or
refilled, whose bribes or hand changed. Hands are secret, so a hand is compared by its size
only: the answer holds nothing a player could not see for themselves.
"""

from __future__ import annotations

from typing import Any

from .scenario import to_json
from .state import State


def changes_since(before: State, after: State) -> dict[str, Any]:
    """What differs between two positions: ``tokens``, the Favor tokens that moved (each with
    its old space, counted from 0), ``stalls``, the stalls whose cards changed, and
    ``players``, the players whose bribes or hand size changed."""
    old, new = to_json(before), to_json(after)
    tokens = {t: old["favor"].index(t) for i, t in enumerate(new["favor"])
              if t in old["favor"] and old["favor"].index(t) != i}
    stalls = [int(k) for k in sorted(set(old["market"]) | set(new["market"]))
              if old["market"].get(k, []) != new["market"].get(k, [])]
    players = [name for name in after.players
               if old.get("bribes", {}).get(name) != new.get("bribes", {}).get(name)
               or len(old["hands"].get(name, [])) != len(new["hands"].get(name, []))]
    return {"tokens": tokens, "stalls": stalls, "players": players}


__all__ = ["changes_since"]
