"""Two dice: a throwaway calculator for tests/games/test_new_game.py (see game.py)."""
