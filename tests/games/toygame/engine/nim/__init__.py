"""Nim, the smallest full engine: a pile, take one to three stones, the last stone wins."""

from .game import GAME, Nim, Take, new_game

__all__ = ["GAME", "Nim", "Take", "new_game"]
