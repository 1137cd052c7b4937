"""The registry entry of Please Don't Burn My Village! (see :mod:`engine.registry`)."""

from __future__ import annotations

from ..registry import GameSpec, Limits
from .actions import action_from_json, parse_action
from .bots import BOTS
from .components import MAX_PLAYERS, MIN_PLAYERS
from .messages import explain
from .rulings import Ruling
from .scenario import from_json, run_json, run_scenario, to_json
from .setup import new_game
from .simulate import simulate

GAME = GameSpec(
    id="pdbmv",
    names={"en": "Please Don't Burn My Village!", "fr": "Please Don't Burn My Village!",
           "zh": "Please Don't Burn My Village!"},
    limits=Limits(players=(MIN_PLAYERS, MAX_PLAYERS)),
    new_game=new_game,
    from_json=from_json,
    to_json=to_json,
    run_json=run_json,
    run_scenario=run_scenario,
    parse_action=parse_action,
    action_from_json=action_from_json,
    explain=explain,
    rulings=Ruling,
    pages=("index", "setup", "turn", "bribe", "favor", "refill", "buy", "draw", "game-end",
           "scoring", "tie-breaks", "rulings", "glossary", "sandbox"),
    simulate=simulate,
    bots=BOTS,
    description="Please Don't Burn My Village! rules engine",
    extra={"bench_target": "2,000 complete 4-player random games per second"},
)
