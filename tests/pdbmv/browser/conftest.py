"""The widget lab's fixtures (tests/pdbmv/browser/lab.py), registered once for the folder: its
lab pages are shared by every module that opens the lab (test_widgets.py, test_player.py)."""

from tests.pdbmv.browser.lab import lab, lab_pages, open_lab  # noqa: F401 (fixtures)
