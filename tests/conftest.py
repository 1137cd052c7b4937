"""Session-wide pytest set-up shared by every test folder."""

from __future__ import annotations

from typing import Any

import pytest

from sitebuild.browser import chromium


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Make `--dist loadgroup` group again: pytest-xdist 3.8 tags each `xdist_group` test by
    assigning `item._nodeid`, which pytest 9 no longer reads (the id lives in `item._id`), so
    grouped tests were spread over the workers and every worker built the site. Applies to the
    whole session (tests/browser too); a no-op once xdist's own tag takes effect.
    """
    if not getattr(config.option, "loadgroup", False):
        return
    from _pytest.nodeid import NodeId

    for item in items:
        groups = sorted({str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
                         for mark in item.iter_markers("xdist_group")})
        nodeid = item.nodeid
        if groups and nodeid.rfind("@") <= nodeid.rfind("]"):
            item._id = NodeId.parse(f"{nodeid}@{'_'.join(groups)}")  # type: ignore[attr-defined]


@pytest.fixture(scope="session")
def browser() -> Any:
    """The worker's one chromium (Playwright's sync API allows one per process), shared by
    tests/site and tests/browser; see sitebuild/browser.py."""
    return chromium()
