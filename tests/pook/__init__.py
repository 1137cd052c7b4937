"""Tests of the Pook engine (rules, scenarios, command line, bots)."""
