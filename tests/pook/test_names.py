"""One name check for every game (issue 23): Pook's player names go through
:func:`engine.limits.check_name`, as PDBMV's do, on every way in (command line, new game,
setup form, share link, import): a line break, ESC, NUL, U+202E, a lone surrogate or more than
``max_name`` characters is refused, naming the field, never echoed raw."""

from __future__ import annotations

from livewidgets.pook import sandbox
from tests.namekit import bad_name_tests
from tests.pook.testkit import scenario

test_a_bad_player_name_is_refused_on_the_command_line, \
    test_a_bad_name_is_refused_by_new_game_the_form_a_link_and_import = \
    bad_name_tests("pook", scenario, sandbox=sandbox, second_seat="human")
