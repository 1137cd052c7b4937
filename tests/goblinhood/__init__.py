"""Tests of the Goblin Hood engine (engine/goblinhood)."""
