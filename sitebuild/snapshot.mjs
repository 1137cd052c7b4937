// Python as the widgets' worker has it once started, saved for the browser to resume.
//
// Usage: node sitebuild/snapshot.mjs PYODIDE_DIR WHEEL OUT
//
// Starting Pyodide runs Python's own start-up in WebAssembly (its modules imported, the
// interpreter's state built), the same for every page and every reader: about 3 s of CPU here
// in Node, 4.5 to 5.5 s in chromium, several times that on a phone, at each page a reader opens
// whole. Pyodide can save its memory once started and resume from it (its memory snapshot,
// `_makeSnapshot` / `_loadSnapshot`): this script starts it the way widgets/static/worker.js
// does, with the engine wheel unpacked and `livewidgets.api` imported, and writes that memory
// gzipped to OUT. The worker resumes from it (a fifth of the time), then unpacks the
// wheel again (its files, which the snapshot does not hold, are read by later imports).
//
// The snapshot is only valid for the Pyodide it was made with and the wheel beside it: the
// site build makes it for each wheel's contents (kept in a cache: sitebuild/assets.py).

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { unpackWheel } from "../widgets/static/resume.js";

const [pyodideDir, wheelPath, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node sitebuild/snapshot.mjs PYODIDE_DIR WHEEL OUT");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: pyodideDir + "/",
  _makeSnapshot: true,
  stdout: () => {},
  stderr: (text) => console.error(text),
});
unpackWheel(pyodide, readFileSync(wheelPath));
pyodide.runPython("import livewidgets.api, livewidgets.dispatch");
writeFileSync(out, gzipSync(pyodide.makeMemorySnapshot()));   // level 9: 0.6 % smaller, 4x the time
