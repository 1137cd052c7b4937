// The engines and the widgets in Pyodide (Node, from node_modules) give exactly what CPython
// gives, for every registered game: every golden playthrough replays to the same events, state
// and result, every worked example of the pages renders the same HTML (static and live), and
// the first edit of each live example gives the same view.
//
// Run: node --test tests/node/

import { before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const PYTHON = join(ROOT, ".venv", "bin", "python");

// For every registry entry (playable games and calculators): a game's golden playthroughs
// (tests/<game>/golden/*.json), every worked example of its pages in every language, CPython's rendering of each (static and live), and the
// first edit each live view offers (its first data-act button) with CPython's answer to it.
const REFERENCE = `
import json, pathlib, sys
from html.parser import HTMLParser
from engine import registry
from livewidgets import api
from sitebuild.fence import fences
import yaml

root = pathlib.Path(sys.argv[1])

class FirstEdit(HTMLParser):
    """The edit of the first data-act control, as live.js sends it: act and its data-arg-*."""
    def __init__(self):
        super().__init__()
        self.action = None
    def handle_starttag(self, tag, attrs):
        data = dict(attrs)
        if self.action is None and "data-act" in data:
            self.action = {"act": data["data-act"], **{k[9:]: v for k, v in attrs
                                                       if k.startswith("data-arg-")}}

out = {"games": {}}
for game in registry.entry_ids():
    playable = game in registry.game_ids()
    golden_dir = root / "tests" / game / "golden"
    golden = {p.name: json.loads(p.read_text()) for p in sorted(golden_dir.glob("*.json"))}
    examples = []
    for lang, source in (("en", "en"), ("fr", "fr"), ("zh", "zh"), ("zh-Hans", "zh")):
        for page in sorted((root / "docs" / source / game).glob("*.md")):
            for line, fence_game, text in fences(page.read_text(encoding="utf-8")):
                config = yaml.safe_load(text)
                example = {"where": f"{source}/{game}/{page.name}:{line}", "lang": lang,
                           "config": config, "static": api.render(game, config, lang)}
                if config["widget"] in api.widget_spec(game).live:
                    live = api.start(game, config, lang)
                    parser = FirstEdit()
                    parser.feed(live["html"])
                    example["live"] = live
                    if parser.action is not None:
                        example["edit"] = edit = {"action": parser.action}
                        try:
                            edit["after"] = api.act(game, live["state"], parser.action, lang)
                        except ValueError as refusal:  # the widget shows it, keeps its state
                            edit["refused"] = str(refusal)
                examples.append(example)
    out["games"][game] = {"golden": golden, "examples": examples, "playable": playable,
                          "widgets": game in api.widget_packages()}
print(json.dumps(out, ensure_ascii=False))
`;

let pyodide;
let reference;

function python(code, args = []) {
  return execFileSync(PYTHON, ["-c", code, ...args], { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 28 });
}

before(async () => {
  const { loadPyodide } = await import(join(ROOT, "node_modules", "pyodide", "pyodide.mjs"));
  const out = mkdtempSync(join(tmpdir(), "lr-wheel-"));
  // python -m build --wheel --no-isolation, from a scratch copy of the sources
  const wheel = execFileSync(PYTHON, ["-m", "sitebuild.wheel", out], { cwd: ROOT, encoding: "utf8" }).trim();
  pyodide = await loadPyodide({ indexURL: join(ROOT, "node_modules", "pyodide") + "/" });
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: sitePackages });
  pyodide.runPython("import json\nfrom engine import registry\nfrom livewidgets import dispatch");
  reference = JSON.parse(python(REFERENCE, [ROOT]));
});

function inPyodide(code, value) {
  pyodide.globals.set("value_json", JSON.stringify(value));
  return JSON.parse(pyodide.runPython(code));
}

test("every registered game has golden playthroughs, and worked examples if it has widgets", () => {
  const games = Object.entries(reference.games);
  assert.ok(games.length >= 1, "no registered game");
  assert.ok(games.some(([, { widgets }]) => widgets), "no game has widgets");
  for (const [game, { golden, examples, widgets, playable }] of games) {
    // a calculator has no playthrough to replay: its worked examples are its checks
    if (playable) assert.ok(Object.keys(golden).length >= 1, `${game}: no golden playthrough`);
    if (widgets) assert.ok(examples.length >= 1, `${game}: no worked example on its pages`);
  }
});

test("golden playthroughs: Pyodide gives the recorded events, state and result", () => {
  for (const [game, { golden }] of Object.entries(reference.games)) {
    for (const [name, recorded] of Object.entries(golden)) {
      const got = inPyodide(
        `json.dumps(registry.get(${JSON.stringify(game)}).run_json(json.loads(value_json)))`,
        recorded.scenario);
      assert.deepEqual(got.events, recorded.expected.events, `${game}/${name}`);
      assert.deepEqual(got.state, recorded.expected.state, `${game}/${name}`);
      assert.deepEqual(got.result, recorded.expected.result, `${game}/${name}`);
    }
  }
});

test("Python reports the runtime it really is", () => {
  const version = pyodide.runPython("import sys; sys.version_info[:2]").toJs();
  assert.ok(version[0] === 3 && version[1] >= 11, `Pyodide runs Python ${version}`);
  assert.equal(pyodide.runPython("import sys; sys.platform"), "emscripten");
});

function call(fn, args) {
  return inPyodide("dispatch.call(*json.loads(value_json))", [fn, JSON.stringify(args)]);
}

test("every worked example renders in Pyodide exactly as in CPython (static and live)", () => {
  for (const [game, { examples }] of Object.entries(reference.games)) {
    for (const { where, lang, config, static: html, live } of examples) {
      const rendered = call("api.render", { game, config, lang });
      assert.equal(rendered.error, undefined, `${where}: ${rendered.error}`);
      assert.equal(rendered.ok, html, `${where} ${lang}: static HTML differs`);
      if (live) {
        const started = call("api.start", { game, config, lang });
        assert.equal(started.error, undefined, `${where}: ${started.error}`);
        assert.deepEqual(started.ok, live, `${where} ${lang}: live view differs`);
      }
    }
  }
});

test("a reader's first edit of each live example is the same edit in Pyodide and CPython", () => {
  let edits = 0;
  for (const [game, { examples }] of Object.entries(reference.games)) {
    for (const { where, lang, live, edit } of examples) {
      if (!edit) continue;
      const got = call("api.act", { game, state: live.state, action: edit.action, lang });
      assert.equal(got.error, edit.refused, `${where}: ${got.error}`);
      assert.deepEqual(got.ok, edit.after, `${where} ${lang}: the edit differs`);
      edits += 1;
    }
  }
  assert.ok(edits >= 1, "no live example offers an edit");
});
