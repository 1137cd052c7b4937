"""The games conformance suite and the new-game test; toygame/ is test data, not tests."""

collect_ignore = ["toygame"]
