// The engine and the widgets in Pyodide (Node, from node_modules) give exactly what CPython
// gives: every golden playthrough replays to the same events, state and result, and every
// widget kind renders the same HTML (static and live).
//
// Run: node --test tests/node/

import { before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const PYTHON = join(ROOT, ".venv", "bin", "python");
const GOLDEN_DIR = join(ROOT, "tests", "golden", "pdbmv");
const GOLDEN = readdirSync(GOLDEN_DIR).filter((name) => name.endsWith(".json")).sort();

// One config per widget kind, built from the golden scenarios, and CPython's rendering of each
// in every language: {configs: [...], rendered: {"<i>/<lang>": {static, live}}}.
const REFERENCE = `
import json, pathlib, sys
from livewidgets import api
golden = {p.stem: json.loads(p.read_text())["scenario"]
          for p in pathlib.Path(sys.argv[1]).glob("*.json")}
game = dict(golden["full-game-3-players-random"])
game["actions"] = game["actions"][:12]
configs = [
    {"widget": "refill", "scenario": golden["refill-wraps-around-the-stalls"]},
    {"widget": "favor", "scenario": golden["curse-pushes-tokens"]},
    {"widget": "scoring", "scenario": golden["tiebreak-two-spaces-down"]},
    {"widget": "risk", "scenario": game},
    {"widget": "assumptions"},
    {"widget": "sandbox", "players": 3, "seed": 5},
]
rendered = {}
for i, config in enumerate(configs):
    for lang in ("en", "fr", "zh", "zh-Hans"):
        live = None if config["widget"] in ("assumptions", "sandbox") else api.start(config, lang)
        rendered[f"{i}/{lang}"] = {"static": api.render(config, lang), "live": live}
print(json.dumps({"configs": configs, "rendered": rendered}, ensure_ascii=False))
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
  const wheel = execFileSync(PYTHON, ["-m", "livewidgets.wheel", out], { cwd: ROOT, encoding: "utf8" }).trim();
  pyodide = await loadPyodide({ indexURL: join(ROOT, "node_modules", "pyodide") + "/" });
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: sitePackages });
  pyodide.runPython("import json\nfrom engine.pdbmv.scenario import run_json\nfrom livewidgets import dispatch");
  reference = JSON.parse(python(REFERENCE, [GOLDEN_DIR]));
});

function inPyodide(code, value) {
  pyodide.globals.set("value_json", JSON.stringify(value));
  return JSON.parse(pyodide.runPython(code));
}

test("there are golden playthroughs to replay", () => {
  assert.ok(GOLDEN.length >= 8, `only ${GOLDEN.length} files in ${GOLDEN_DIR}`);
});

for (const name of GOLDEN) {
  test(`golden playthrough ${name}: Pyodide gives the recorded events, state and result`, () => {
    const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, name), "utf8"));
    const got = inPyodide("json.dumps(run_json(json.loads(value_json)))", golden.scenario);
    assert.deepEqual(got.events, golden.expected.events);
    assert.deepEqual(got.state, golden.expected.state);
    assert.deepEqual(got.result, golden.expected.result);
  });
}

test("Python reports the runtime it really is", () => {
  const version = pyodide.runPython("import sys; sys.version_info[:2]").toJs();
  assert.ok(version[0] === 3 && version[1] >= 11, `Pyodide runs Python ${version}`);
  assert.equal(pyodide.runPython("import sys; sys.platform"), "emscripten");
});

test("every widget kind renders in Pyodide exactly as in CPython (static and live)", () => {
  const kinds = new Set();
  for (const [i, config] of reference.configs.entries()) {
    for (const lang of ["en", "fr", "zh", "zh-Hans"]) {
      const expected = reference.rendered[`${i}/${lang}`];
      const call = (fn, args) => inPyodide("dispatch.call(*json.loads(value_json))", [fn, JSON.stringify(args)]);
      const rendered = call("api.render", { config, lang });
      assert.equal(rendered.error, undefined, rendered.error);
      assert.equal(rendered.ok, expected.static, `${config.widget} ${lang}: static HTML differs`);
      if (expected.live) {
        const live = call("api.start", { config, lang });
        assert.equal(live.error, undefined, live.error);
        assert.deepEqual(live.ok, expected.live, `${config.widget} ${lang}: live view differs`);
      }
      kinds.add(config.widget);
    }
  }
  assert.deepEqual([...kinds].sort(), ["assumptions", "favor", "refill", "risk", "sandbox", "scoring"]);
});

test("a widget edit in Pyodide is the same edit in CPython", () => {
  const config = reference.configs[0];
  const act = { act: "cycle", index: "0" };
  const start = inPyodide("dispatch.call('api.start', value_json)", { config, lang: "fr" }).ok;
  const got = inPyodide("dispatch.call('api.act', value_json)", { state: start.state, action: act, lang: "fr" });
  const code = "import json, sys\nfrom livewidgets import api\nv = json.loads(sys.argv[1])\n"
    + "print(json.dumps(api.act(api.start(v['config'], 'fr')['state'], v['act'], 'fr'), ensure_ascii=False))";
  const expected = JSON.parse(python(code, [JSON.stringify({ config, act })]));
  assert.deepEqual(got.ok, expected);
  assert.notDeepEqual(got.ok.state.scenario.deck, config.scenario.deck);
});
