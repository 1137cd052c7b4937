"""Shared fixtures of the site tests: ONE build of the whole site per pytest session.

The build is served under a sub-path, as on GitHub Pages (https://OWNER.github.io/REPO/), and
built with SITE_URL set to that address, exactly like the Pages workflow does: what is tested
is what is published. Tests that use it belong to the xdist group "site" so that
`pytest -n 2 --dist loadgroup` builds it once.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from site_testkit import SUB_PATH, BuiltSite

from sitebuild.build import build_site
from sitebuild.httpserve import serving
from sitebuild.languages import languages


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[BuiltSite]:
    folder = tmp_path_factory.mktemp("site")
    with serving(folder, SUB_PATH) as url:
        previous = os.environ.get("SITE_URL")
        os.environ["SITE_URL"] = url
        try:
            build_site(folder, work_dir=tmp_path_factory.mktemp("build"))
        finally:
            if previous is None:
                del os.environ["SITE_URL"]
            else:
                os.environ["SITE_URL"] = previous
        yield BuiltSite(folder, url, tuple(languages()))
