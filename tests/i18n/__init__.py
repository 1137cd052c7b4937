"""Tests of the message catalogues of every game (generic: nothing here names a game)."""
