"""The conformance suite over every registered game, and the new-game test."""
