"""Fixture of the site tests: the session's ONE build of the whole site (tests/conftest.py).

It is read under a sub-path, as on GitHub Pages (https://OWNER.github.io/REPO/), and built
with SITE_URL set to that address, exactly like the Pages workflow does: what is tested is
what is published. Tests that use it belong to the xdist group "site".
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.site.testkit import BuiltSite

from sitebuild.languages import languages


@pytest.fixture(scope="session")
def site(built_site: Any) -> BuiltSite:
    """The session's one build (tests/conftest.py), as the site tests read it: under the
    sub-path, as on GitHub Pages."""
    return BuiltSite(built_site.root, built_site.subpath_url, tuple(languages()))
