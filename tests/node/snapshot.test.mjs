// Python resumed from the site's snapshot (sitebuild/snapshot.mjs), the way the widgets'
// worker resumes it (widgets/static/resume.js): started already, the widgets' API imported,
// its calls answered, and each visit drawing its own chances.
//
// Run: node --test tests/node/

import { before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";

import { resume, snapshotBytes } from "../../widgets/static/resume.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const PYODIDE = join(ROOT, "node_modules", "pyodide");
const PYTHON = join(ROOT, ".venv", "bin", "python");

let loadPyodide, wheel, snapshot, zipped;

before(async () => {
  ({ loadPyodide } = await import(pathToFileURL(join(PYODIDE, "pyodide.mjs")).href));
  const out = mkdtempSync(join(tmpdir(), "lr-snapshot-"));
  const wheelPath = execFileSync(PYTHON, ["-m", "sitebuild.wheel", out],
                                 { cwd: ROOT, encoding: "utf8" }).trim();
  execFileSync("node", [join(ROOT, "sitebuild", "snapshot.mjs"), PYODIDE, wheelPath,
                        join(out, "python.snapshot.gz")]);
  wheel = readFileSync(wheelPath);
  zipped = readFileSync(join(out, "python.snapshot.gz"));
  snapshot = gunzipSync(zipped);
});

/** One visit: Pyodide resumed from the snapshot, then made ready as the worker does. */
async function visit() {
  const pyodide = await loadPyodide({ indexURL: PYODIDE + "/", _loadSnapshot: snapshot,
                                      stdout: () => {} });
  const imported = pyodide.runPython(
    "import sys; 'livewidgets.api' in sys.modules and 'livewidgets.dispatch' in sys.modules");
  const call = resume(pyodide, wheel.buffer.slice(wheel.byteOffset,
                                                  wheel.byteOffset + wheel.byteLength));
  return { pyodide, imported, call };
}

test("a resumed Python has the widgets' API imported before any import", async () => {
  const { imported } = await visit();
  assert.equal(imported, true);
});

test("a resumed Python reads a game's widgets from the wheel's files", async () => {
  const { pyodide, call } = await visit();
  const games = JSON.parse(pyodide.runPython(
    "import json; from engine import registry; json.dumps(list(registry.entry_ids()))"));
  const loaded = (game) => pyodide.runPython(
    `import sys; 'livewidgets.${game}' in sys.modules`);
  assert.ok(games.length > 0);
  for (const game of games) {
    assert.equal(loaded(game), false, `${game}: its widgets were in the snapshot`);
    // a widget the game has not: the answer names the kinds its package declares
    const answer = JSON.parse(call("api.render", JSON.stringify(
      { game, config: { widget: "none-such" }, lang: "en" })));
    assert.match(answer.error, /expected one of \w/, `${game}: ${JSON.stringify(answer)}`);
    assert.equal(loaded(game), true, game);
  }
});

test("each visit draws its own chances, not the ones saved in the snapshot", async () => {
  const draw = "import random; random.randrange(2**32)";
  const [first, second] = [await visit(), await visit()];
  assert.notEqual(first.pyodide.runPython(draw), second.pyodide.runPython(draw));
  // without the worker's reseeding, two visits draw the same (what resume.js is for)
  const bare = async () => (await loadPyodide({ indexURL: PYODIDE + "/", _loadSnapshot: snapshot,
                                                stdout: () => {} })).runPython(draw);
  assert.equal(await bare(), await bare());
});

test("the snapshot is read whether the host sends it gzipped or already unzipped", async () => {
  // as built (gzip), and as a host that answers a .gz file with "Content-Encoding: gzip"
  // has the browser hand it over (unzipped)
  for (const body of [zipped, snapshot]) {
    const bytes = new Uint8Array(await snapshotBytes(new Response(body)));
    assert.equal(bytes.length, snapshot.length);
    assert.ok(Buffer.from(bytes).equals(snapshot));
  }
});
