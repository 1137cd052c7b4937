// The widgets' Python, in a module Web Worker so the page never freezes.
//
// Messages in:  {type: "init", runtimeURL}  then  {type: "call", id, fn, args (JSON text)}
// Messages out: {type: "progress", loaded, total, phase}, {type: "ready"},
//               {type: "failed", message}, {type: "result", id, value | error}
//
// Everything comes from runtimeURL (the site's own _runtime/ folder): Pyodide's runtime files,
// the engine wheel and Python's snapshot named in manifest.json. Python is resumed from the
// snapshot (sitebuild/snapshot.mjs: its memory once started, saved by the site build) rather
// than started; the wheel is fetched meanwhile and unpacked straight into site-packages (no
// micropip, nothing from another origin): ./resume.js.

import { resume, snapshotBytes } from "./resume.js";

// The shape of a callable name; which modules are open is Python's call (livewidgets.dispatch
// checks the game registry): api.<function>, or <game>.<module>.<function>.
const ALLOWED = /^(api|[a-z][a-z0-9]*\.[a-z][a-z0-9_]*)\.[A-Za-z][A-Za-z0-9_]*$/;

let booted = null;   // Promise of the Python `call(fn, args_json)` function

function progressCounter(total) {
  let loaded = 0;
  return (bytes, phase) => {
    loaded = Math.min(total, loaded + bytes);
    postMessage({ type: "progress", loaded, total, phase });
  };
}

// Count the bytes of every runtime file as it arrives, on a clone of the response: the
// original stays untouched for Pyodide. Files already in the HTTP cache are not counted (the
// caller reports them at once): they need no progress, and a wasm response left untouched
// keeps every chance of using the browser's compiled-code cache on a second visit.
function countDownloads(base, report, cached) {
  const plainFetch = self.fetch.bind(self);
  self.fetch = async (input, init) => {
    const response = await plainFetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (response.ok && response.body && url.startsWith(base) && !cached.has(url)) {
      const reader = response.clone().body.getReader();
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          report(value.byteLength, "download");
        }
      })().catch(() => {});
    }
    return response;
  };
}

// Whether the HTTP cache already holds `url` (no network request is made).
async function inCache(url) {
  try {
    const response = await fetch(url, { cache: "only-if-cached", mode: "same-origin" });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function boot(base) {
  // Everything starts at once: the manifest (sizes, wheel name), Pyodide's two modules; the
  // wheel as soon as its name is known. Pyodide itself then fetches the wasm and stdlib.
  const wasm = new URL("pyodide.asm.wasm", base).href;
  const wasmCached = inCache(wasm);
  const manifestReady = fetch(new URL("manifest.json", base)).then((r) => r.json());
  const glue = import(new URL("pyodide.mjs", base).href);
  const asm = import(new URL("pyodide.asm.mjs", base).href);
  const manifest = await manifestReady;
  const report = progressCounter(manifest.total);
  const cached = new Set((await wasmCached) ? [wasm] : []);
  report(cached.size ? manifest.files["pyodide.asm.wasm"] : 0, "download");
  countDownloads(base, report, cached);
  const wheel = fetch(new URL(manifest.wheel, base)).then((r) => {
    if (!r.ok) throw new Error(`${manifest.wheel}: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  // Python as it is once started (sitebuild/snapshot.mjs), gzipped: resumed instead of
  // starting Python again, a fifth of the time.
  const snapshot = fetch(new URL(manifest.snapshot, base)).then((r) => {
    if (!r.ok) throw new Error(`${manifest.snapshot}: HTTP ${r.status}`);
    return snapshotBytes(r);
  });
  const [{ loadPyodide }, asmModule] = await Promise.all([glue, asm]);
  report(manifest.files["pyodide.asm.mjs"], "download");
  const pyodide = await loadPyodide({
    indexURL: base,
    createPyodideModule: asmModule.default,
    lockFileContents: manifest.lock,     // only the lock's header: no package is ever loaded
    _loadSnapshot: snapshot,
    stdout: () => {},
    stderr: (text) => console.warn(text),
  });
  postMessage({ type: "progress", loaded: manifest.total, total: manifest.total, phase: "python" });
  return resume(pyodide, await wheel);
}

self.onmessage = async ({ data }) => {
  if (data.type === "init") {
    booted ??= boot(data.runtimeURL);
    try {
      await booted;
      postMessage({ type: "ready" });
    } catch (error) {
      postMessage({ type: "failed", message: String(error?.message ?? error) });
    }
    return;
  }
  if (data.type !== "call") return;
  try {
    if (!ALLOWED.test(data.fn)) throw new Error(`${data.fn} is not callable from the page`);
    const call = await booted;
    const answer = JSON.parse(call(data.fn, data.args));
    if ("error" in answer) postMessage({ type: "result", id: data.id, error: answer.error });
    else postMessage({ type: "result", id: data.id, value: answer.ok });
  } catch (error) {
    postMessage({ type: "result", id: data.id, error: String(error?.message ?? error) });
  }
};
