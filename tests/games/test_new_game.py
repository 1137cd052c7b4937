"""Adding a game touches nothing but the game's own folders (README: "Add a game").

The test copies the repository's tracked files into a temporary folder, commits them there,
lays the throwaway entries of ``toygame/`` over the copy (Nim, a playable game: an engine, a
page and a rulings page in each language, one widget, one ruling test; Two dice, a calculator:
the same with a ``CalcSpec``), and checks in that copy that:

- git sees only new files, all inside the entries' own folders;
- both are in the command line (``python -m engine list``; ``python -m engine.nim new``,
  ``run``; ``python -m engine.twodice calc``, a refused input in one line naming the field);
- their fences render their widgets and their pages are in the navigation of a site build;
- the game's sandbox answers the shared sandbox's calls through the page's one door
  (``livewidgets.dispatch``): start, view, act, a refusal naming the ruling, a bot's move,
  undo back to the human's decision, a share link restored;
- the conformance suite (``tests/games``) runs over them and passes, and so do their own tests;
- nothing tracked changed after all that.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.langkit import WRITTEN

ROOT = Path(__file__).resolve().parents[2]
TOY = Path(__file__).resolve().parent / "toygame"
GAME = "nim"
CALC = "twodice"
OWN_FOLDERS = tuple(folder for entry in (GAME, CALC) for folder in (
    f"engine/{entry}/", f"widgets/livewidgets/{entry}/", f"tests/{entry}/",
    *(f"docs/{lang}/{entry}/" for lang in WRITTEN)))


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True,
                          text=True).stdout


def run(repo: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": f"{repo}{os.pathsep}{repo / 'widgets'}",
           "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTEST_XDIST_WORKER", None)
    return subprocess.run([sys.executable, *args], cwd=repo, env=env, input=stdin,
                          capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    copy = tmp_path_factory.mktemp("repo")
    for name in git(ROOT, "ls-files", "-z").split("\0"):
        if name and not name.startswith("tests/games/toygame/") and (ROOT / name).is_file():
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, copy / name)
    # Untracked but needed: the browser runtime; catalogues compiled by the build, if any.
    (copy / "node_modules").symlink_to(ROOT / "node_modules")
    for mo in ROOT.glob("engine/**/*.mo"):
        (copy / mo.relative_to(ROOT)).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(mo, copy / mo.relative_to(ROOT))
    git(copy, "init", "-q")
    git(copy, "add", "-A")
    git(copy, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base")
    for source in TOY.rglob("*"):
        if source.is_file() and source.name != "README.md":
            target = copy / source.relative_to(TOY)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    # The new game's own catalogues, compiled as `make deps` would (not left to whichever test
    # of this module builds the site first: under xdist the order varies).
    compiled = run(copy, "-m", "sitebuild.words.catalogues")
    assert compiled.returncode == 0, compiled.stderr[-3000:]
    return copy


def test_the_game_adds_only_files_in_its_own_folders(repo: Path) -> None:
    status = [line for line in git(repo, "status", "--porcelain", "-uall").splitlines()
              if not line.endswith(".mo")]
    assert status, "the throwaway game added no file"
    for line in status:
        flag, path = line[:2], line[3:]
        assert flag == "??", f"{path}: changed ({flag}), but a new game only adds files"
        assert path.startswith(OWN_FOLDERS), f"{path} is outside the game's own folders"


def test_the_game_is_in_the_command_line(repo: Path) -> None:
    listed = run(repo, "-m", "engine", "list")
    assert listed.returncode == 0, listed.stderr
    assert any(line.split("\t")[0] == GAME for line in listed.stdout.splitlines()), listed.stdout
    new = run(repo, "-m", f"engine.{GAME}", "new", "--players", "2", "--seed", "3")
    assert new.returncode == 0, new.stderr
    state = json.loads(new.stdout)
    scenario = {**state, "actions": [{"player": state["turn"], "do": "take", "count": 1}]}
    played = run(repo, "-m", f"engine.{GAME}", "run", "-", stdin=json.dumps(scenario))
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["state"]["pile"] == state["pile"] - 1
    bad = run(repo, "-m", f"engine.{GAME}", "run", "-",
              stdin=json.dumps({**state, "actions": [{"do": "take", "count": 9}]}))
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
    assert "actions[0]" in bad.stderr and "take-one-to-three" in bad.stderr


def test_the_calculator_is_in_the_command_line(repo: Path) -> None:
    listed = run(repo, "-m", "engine", "list")
    assert listed.returncode == 0, listed.stderr
    rows = [line.split("\t") for line in listed.stdout.splitlines()]
    assert [CALC, "Two dice", "1 players", "calculator"] in rows, listed.stdout
    for command in (("-m", f"engine.{CALC}"), ("-m", "engine", CALC)):
        good = run(repo, *command, "calc", "-", stdin='{"calc": "sum", "total": 4}')
        assert good.returncode == 0, good.stderr
        assert json.loads(good.stdout) == {"ways": 3, "of": 36}
    for text, field in (('{"calc": "sum", "total": 1}', "total"),
                        ('{"calc": "product", "total": 4}', "calc"),
                        ('{"total": 4}', "calc"), ("[4]", "input")):
        bad = run(repo, "-m", f"engine.{CALC}", "calc", "-", stdin=text)
        assert bad.returncode == 2 and bad.stderr.count("\n") == 1, (text, bad.stderr)
        assert bad.stderr.startswith(f"error: {field}: "), (text, bad.stderr)
    # a calculator has no game commands, and a game no calc
    assert run(repo, "-m", f"engine.{CALC}", "new").returncode == 2
    assert run(repo, "-m", f"engine.{GAME}", "calc", "-", stdin="{}").returncode == 2


def test_the_fence_and_the_navigation_show_the_game(repo: Path) -> None:
    # absolute folders: MkDocs reads a relative site_dir from the language's config/ folder
    built = run(repo, "-c", "from pathlib import Path; from sitebuild.build import build_site; "
                            "build_site(Path('site').resolve(), work_dir=Path('build').resolve(), "
                            "only={'en', 'fr'})")
    assert built.returncode == 0, built.stderr[-3000:]
    for lang in ("en", "fr"):
        page = (repo / "site" / lang / GAME / "index.html").read_text(encoding="utf-8")
        assert f'data-widget="{GAME}/pile"' in page and "●●●●●●●" in page
        home = (repo / "site" / lang / "index.html").read_text(encoding="utf-8")
        assert f'href="{GAME}/"' in home, f"{lang}: the game is not in the navigation"
        # the left bar of the game's own pages lists them (the home lists each game once)
        assert 'href="rulings/"' in page, f"{lang}: its rulings are not in the navigation"
        page = (repo / "site" / lang / CALC / "index.html").read_text(encoding="utf-8")
        assert f'data-widget="{CALC}/ways"' in page and ">6/36<" in page
        assert f'href="{CALC}/"' in home, f"{lang}: the calculator is not in the navigation"
        # the home page's cards of games show both, with their lead sentences
        cards = home.split('class="lr-games"', 1)[1].split("</ul>", 1)[0]
        for entry in (GAME, CALC):
            assert f'data-game="{entry}"' in cards and f'href="{entry}/"' in cards, lang


SANDBOX_SCRIPT = """
import json, sys
from livewidgets import dispatch

def call(name, **args):
    answer = json.loads(dispatch.call(f"nim.sandbox.{name}", json.dumps(args)))
    assert "ok" in answer, answer
    return answer["ok"]

session = call("start", config={"players": 2, "seed": 3}, lang="fr")["session"]
view = call("view", session=session, lang="fr")
refused = call("act", session=session, action="take 9", lang="fr")["error"]
session = call("act", session=session, action=view["actions"][0]["text"], lang="fr")["session"]
session = call("bot_move", session=session)["session"]
undone = call("undo", session=session, lang="fr")
restored = call("restore", fragment=call("share", session=session))["session"]
print(json.dumps({"view": view, "refused": refused, "log": session["log"], "undone": undone,
                  "restored": restored["log"],
                  "static": call("static_html", config={"players": 2, "seed": 3}, lang="en"),
                  "private": json.loads(dispatch.call("nim.sandbox.SANDBOX", "{}"))}))
"""


def test_the_game_has_a_sandbox(repo: Path) -> None:
    ran = run(repo, "-c", SANDBOX_SCRIPT)
    assert ran.returncode == 0, ran.stderr[-3000:]
    out = json.loads(ran.stdout)
    view = out["view"]
    assert view["seat"] == "human" and view["turn"] == "Ana" and view["actions"]
    assert {a["text"] for a in view["actions"]} <= {"take 1", "take 2", "take 3"}
    assert "●" in view["html"] and "À Ana de prendre" in view["html"]
    assert view["setup"]["bots"] == ["random"] and view["setup"]["seats"] == ["human", "random"]
    assert out["refused"]["ruling"] == "take-one-to-three" and out["refused"]["where"] is None
    assert len(out["log"]) == 2  # the human's take, then the bot's
    assert out["undone"]["session"]["log"] == [] and len(out["undone"]["undone"]) == 2
    # the mover and the action joined by the language's own colon (the shared "labelled")
    assert out["undone"]["undone"][0].startswith("Annulé : Ben\u00a0: take ")
    assert out["restored"] == out["log"]
    assert "data-sandbox-static" in out["static"] and "data-sandbox-ui" in out["static"]
    assert "has no function" in out["private"]["error"]  # only the calls, nothing else


def test_the_conformance_suite_runs_over_the_game(repo: Path) -> None:
    result = run(repo, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not slow",
                 "tests/games/test_conformance.py", f"tests/{GAME}",
                 f"tests/{CALC}", "-k", f"{GAME} or {CALC}", "-rA")
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    passed = [line for line in result.stdout.splitlines() if line.startswith("PASSED")]
    assert any(f"[{GAME}" in line for line in passed), result.stdout[-3000:]
    assert any("test_take_one_to_three" in line for line in passed), result.stdout[-3000:]
    assert any(f"test_every_ruling_has_a_section[{CALC}" in line for line in passed), \
        result.stdout[-3000:]
    assert any("test_total_two_to_twelve" in line for line in passed), result.stdout[-3000:]


def test_nothing_tracked_changed(repo: Path) -> None:
    changed = git(repo, "diff", "--name-only")
    assert changed == "", changed
