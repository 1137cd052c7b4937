"""The "rule changes" at the foot of the pages (sitebuild/pages/rulechanges.py), on throwaway
repositories: which commits count, on which pages, in which language, in which order; nothing
(and no error) without git or history; one page built through the real hooks."""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from sitebuild.pages import rulechanges
from sitebuild.words.hans import to_simplified
from sitebuild.languages import languages

LOCALES = {"en": "en_GB", "fr": "fr_FR", "zh": "zh_Hant_TW", "zh-Hans": "zh_Hans_CN"}


@pytest.fixture(autouse=True)
def _fresh_history() -> Iterator[None]:
    """history() is cached per folder for a build; each test writes its own repository."""
    rulechanges.history.cache_clear()
    yield
    rulechanges.history.cache_clear()


class Repo:
    """A git repository in a temporary folder, with commits at chosen dates (no user config,
    no signing: the machine's git settings cannot change what is tested)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.docs = root / "docs"
        self.env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull,
                    "GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": "a@example.org",
                    "GIT_COMMITTER_NAME": "A", "GIT_COMMITTER_EMAIL": "a@example.org"}
        root.mkdir(parents=True, exist_ok=True)
        self.git("init", "-q", "-b", "main")

    def git(self, *args: str, date: str = "2026-01-01T12:00:00+00:00") -> str:
        env = {**self.env, "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date}
        return subprocess.run(["git", "-C", str(self.root), *args], env=env, check=True,
                               capture_output=True, text=True).stdout

    def commit(self, message: str, files: list[str], date: str) -> str:
        """Append a line to each file (docs-relative unless it starts with '/'), commit them."""
        for name in files:
            path = self.root / name[1:] if name.startswith("/") else self.docs / name
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a", encoding="utf-8") as handle:
                handle.write(f"{message.splitlines()[0]}\n")
        self.git("add", "-A")
        self.git("commit", "-q", "-m", message, date=date)
        return self.git("rev-parse", "HEAD").strip()


def lines(docs: Path, page: str, lang: str,
          limit: int = rulechanges.LIMIT) -> list[tuple[str, ...]]:
    """The page's list in ``lang``: (ISO date, shown date, subject, "en" or "")."""
    changes = rulechanges.page_changes(rulechanges.history(docs), page, limit)
    return [(e.iso, e.date, e.subject, e.lang or "")
            for e in rulechanges.entries(changes, lang, LOCALES[lang])]


@pytest.fixture
def repo(tmp_path: Path) -> Repo:
    """Pages in three languages; rules and non-rules commits over four months."""
    repo = Repo(tmp_path / "repo")
    repo.commit("Add the pages", ["en/game/cost.md", "fr/game/cost.md", "zh/game/cost.md",
                                  "en/game/piggy.md", "en/index.md"], "2025-12-01T09:00:00+00:00")
    repo.commit("rules: A cell's cost counts its row first\n\nWhy it changed.\n\n"
                "Rules-fr: Le coût d'une case compte d'abord sa ligne\n"
                "Rules-zh: 格子的費用先算橫列",
                ["en/game/cost.md", "fr/game/cost.md"], "2026-01-05T10:00:00+01:00")
    repo.commit("Typo in the cost page", ["en/game/cost.md"], "2026-02-10T10:00:00+00:00")
    repo.commit("Wording\n\nrules: only in the body, not a rule change",
                ["en/game/cost.md"], "2026-02-11T10:00:00+00:00")
    repo.commit("rules: Piggy swaps once per turn", ["zh/game/piggy.md"],
                "2026-03-15T10:00:00+00:00")
    repo.commit("rules: Two pages at once\n\nRULES-FR: Deux pages d'un coup",
                ["en/game/cost.md", "en/index.md", "en/game/cost.svg"],
                "2026-04-20T23:30:00-05:00")
    repo.commit("rules: Outside the pages", ["en/game/cost.svg", "/README.md"],
                "2026-05-01T10:00:00+00:00")
    return repo


def test_a_page_lists_its_rules_commits_newest_first_in_each_language(repo: Repo) -> None:
    assert lines(repo.docs, "game/cost.md", "en") == [
        ("2026-04-20", "20 April 2026", "Two pages at once", ""),
        ("2026-01-05", "5 January 2026", "A cell's cost counts its row first", "")]
    assert lines(repo.docs, "game/cost.md", "fr") == [
        ("2026-04-20", "20 avril 2026", "Deux pages d'un coup", ""),
        ("2026-01-05", "5 janvier 2026", "Le coût d'une case compte d'abord sa ligne", "")]
    assert lines(repo.docs, "game/cost.md", "zh") == [
        ("2026-04-20", "2026年4月20日", "Two pages at once", "en"),
        ("2026-01-05", "2026年1月5日", "格子的費用先算橫列", "")]
    assert [line[2:] for line in lines(repo.docs, "game/cost.md", "zh-Hans")] == [
        ("Two pages at once", "en"), (to_simplified("格子的費用先算橫列"), "")]
    assert to_simplified("格子的費用先算橫列") != "格子的費用先算橫列"


def test_a_commit_in_one_language_lists_on_the_page_in_every_language(repo: Repo) -> None:
    for lang in LOCALES:
        assert [line[2] for line in lines(repo.docs, "game/piggy.md", lang)] == [
            "Piggy swaps once per turn"]
        assert [line[2] for line in lines(repo.docs, "index.md", lang)] == [
            "Deux pages d'un coup" if lang == "fr" else "Two pages at once"]


def test_only_pages_touched_by_a_rules_subject_have_changes(repo: Repo) -> None:
    every = rulechanges.history(repo.docs)
    assert {page for change in every for page in change.pages} == {
        "game/cost.md", "game/piggy.md", "index.md"}
    assert all("body" not in c.subject and c.subject != "Outside the pages" for c in every)
    assert lines(repo.docs, "game/turn.md", "en") == []


def test_the_date_is_the_commits_own_day_in_its_own_zone(repo: Repo) -> None:
    # 2026-04-20 23:30 at UTC-5 is already the 21st in UTC: the page says the 20th.
    first = rulechanges.history(repo.docs)[0]
    assert first.subject == "Two pages at once" and first.when.utcoffset() is not None
    assert lines(repo.docs, "index.md", "en")[0][:2] == ("2026-04-20", "20 April 2026")


def test_at_most_the_limit_newest_first_whatever_order_they_were_committed_in(
        tmp_path: Path) -> None:
    repo = Repo(tmp_path / "repo")
    days = [3, 14, 1, 9, 27, 5, 12, 20, 8, 25, 16, 2]   # committed in this order
    for day in days:
        repo.commit(f"rules: change of the {day}", ["en/page.md"],
                    f"2026-03-{day:02d}T12:00:00+00:00")
    newest = sorted(days, reverse=True)
    assert [line[2] for line in lines(repo.docs, "page.md", "en")] == [
        f"change of the {day}" for day in newest[:rulechanges.LIMIT]]
    assert len(lines(repo.docs, "page.md", "en", limit=3)) == 3
    assert len(newest) > rulechanges.LIMIT


def test_no_repository_no_git_no_rules_commit_give_no_section(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    docs = tmp_path / "tarball" / "docs"
    (docs / "en").mkdir(parents=True)
    (docs / "en" / "index.md").write_text("# Home\n", encoding="utf-8")
    assert rulechanges.history(docs) == ()
    assert rulechanges.append_section("# Home\n", "index.md", "en", "en_GB", docs) == "# Home\n"

    plain = Repo(tmp_path / "plain")
    plain.commit("Only wording", ["en/index.md"], "2026-01-01T00:00:00+00:00")
    assert rulechanges.history(plain.docs) == ()

    rules = Repo(tmp_path / "rules")
    rules.commit("rules: a change", ["en/index.md"], "2026-01-01T00:00:00+00:00")
    monkeypatch.setenv("PATH", str(tmp_path / "no-git-here"))
    rulechanges.history.cache_clear()
    assert rulechanges.history(rules.docs) == ()


def test_a_shallow_clone_shows_no_change_its_cut_would_invent(tmp_path: Path) -> None:
    origin = Repo(tmp_path / "origin")
    origin.commit("rules: piggy", ["en/game/piggy.md", "en/game/cost.md"],
                  "2026-01-01T00:00:00+00:00")
    origin.commit("rules: cost", ["en/game/cost.md"], "2026-02-01T00:00:00+00:00")
    origin.commit("rules: turn", ["en/game/turn.md"], "2026-03-01T00:00:00+00:00")
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--depth", "2", (origin.root).as_uri(), str(clone)],
                   check=True, env=origin.env, capture_output=True)
    # The clone's oldest commit ("cost") looks like it adds every file: it is dropped.
    assert [c.subject for c in rulechanges.history(clone / "docs")] == ["turn"]
    assert [c.subject for c in rulechanges.history(origin.docs)] == ["turn", "cost", "piggy"]


def test_trailers_and_pages_are_read_strictly() -> None:
    assert rulechanges.translations("x\n\nrules-fr:  Un \nRules-zh: 一\nRules-fr: Deux\n"
                                    "Rules-de: Eins\nSee Rules-zh: no") == {"fr": "Un", "zh": "一"}
    assert rulechanges.page_of("en/game/cost.md") == "game/cost.md"
    assert rulechanges.page_of("fr/index.md") == "index.md"
    assert rulechanges.page_of("index.md") is None
    assert rulechanges.page_of("en/game/cost.svg") is None


def test_the_section_escapes_subjects_and_marks_english_on_other_pages() -> None:
    entry = rulechanges.Entry("2026-01-05", "5 janvier 2026", "A <b>bold</b> *claim*", "en")
    text = rulechanges.section([entry], "fr")
    assert text.startswith("## Modifications des règles { #rule-changes }\n")
    assert '<time datetime="2026-01-05">5 janvier 2026</time>' in text
    assert '<span lang="en">A &lt;b&gt;bold&lt;/b&gt; *claim*</span>' in text
    assert rulechanges.section([], "fr") == ""
    assert rulechanges.section([entry], "zh-Hans").startswith("## 规则变更 { #rule-changes }")


def _build(repo: Repo, lang: str) -> str:
    """One page of the temporary repository built through the real config and hooks."""
    from sitebuild.build import build_language

    language = next(la for la in languages() if la.code == lang)
    site = repo.root.parent / f"site-{lang}"
    result = build_language(language.slug, str(language.config_file), str(repo.docs / lang),
                            str(site), str(repo.docs / lang))
    assert result.ok, result.messages
    return (site / "index.html").read_text(encoding="utf-8")


def test_a_built_page_ends_with_its_rule_changes(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "repo")
    for name in ("en", "fr"):
        (repo.docs / name).mkdir(parents=True)
        (repo.docs / name / "index.md").write_text(f"# Home {name}\n\nText.\n", encoding="utf-8")
    repo.commit("Home pages", ["en/index.md", "fr/index.md"], "2026-01-01T00:00:00+00:00")
    repo.commit("rules: Cost counts rows first\n\nRules-fr: Le coût compte d'abord les lignes",
                ["en/index.md"], "2026-02-03T00:00:00+00:00")
    repo.commit("rules: Untranslated: no French yet", ["fr/index.md"], "2026-03-04T00:00:00+00:00")
    built = _build(repo, "fr")
    article = built[built.index("<article"):built.index("</article>")]
    heading = re.search(r'<h2 id="rule-changes">(.*?)<a class="headerlink"', article)
    assert heading and heading[1].startswith("Modifications des règles")
    items = re.findall(r"<li>(.*?)</li>", article[article.index('class="lr-rule-changes"'):])
    # French typography on the French line, English punctuation in the English subject
    assert items[0] == ('<time datetime="2026-03-04">4 mars 2026</time>\u00a0: '
                        '<span lang="en">Untranslated: no French yet</span>')
    assert items[1].startswith('<time datetime="2026-02-03">3 février 2026</time>\u00a0: '
                               "Le coût compte")
    assert 'href="#rule-changes"' in built      # in the table of contents
