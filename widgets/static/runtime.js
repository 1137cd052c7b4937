// One Python (Pyodide) per page, in a Web Worker, started on first need.
//
//   const rt = await getRuntime(({loaded, total, phase}) => ...);
//   const view = await rt.call("api.start", {config, lang});
//
// `call(fn, args)` runs a Python function in the worker (fn is "api.<function>" or
// "<game>.<module>.<function>", see livewidgets.dispatch), JSON in and out. A Python exception rejects with an Error whose
// message is the exception's text. The runtime files live in the site's _runtime/ folder,
// found relative to this script, so the site works at / and under /REPO/ alike.

const RUNTIME_URL = new URL("../../../../_runtime/", import.meta.url).href;

let runtime = null;
let ready = false;
let lastProgress = null;
const listeners = new Set();

function start() {
  const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 1;
  let dead = null; // why the worker stopped: every call then fails at once, none waits

  function call(fn, args = {}) {
    if (dead) return Promise.reject(new Error(dead));
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ type: "call", id, fn, args: JSON.stringify(args) });
    });
  }

  const started = new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if (data.type === "progress") {
        lastProgress = data;
        for (const listener of listeners) listener(data);
      } else if (data.type === "ready") {
        ready = true;
        listeners.clear();
        resolve({ call });
      } else if (data.type === "failed") {
        reject(new Error(data.message));
      } else if (data.type === "result") {
        const waiting = pending.get(data.id);
        pending.delete(data.id);
        if (!waiting) return;
        if ("error" in data) waiting.reject(new Error(data.error));
        else waiting.resolve(data.value);
      }
    };
    // A worker that fails to start, or dies later (out of memory, a crash of the runtime):
    // every call still waiting is rejected (a page never waits for ever), and the next
    // widget that asks gets a new worker.
    worker.onerror = (event) => {
      event.preventDefault?.();
      dead = event.message || "the rules engine stopped";
      for (const waiting of pending.values()) waiting.reject(new Error(dead));
      pending.clear();
      worker.terminate?.();
      if (runtime === started) runtime = null;
      reject(new Error(dead));
    };
    worker.postMessage({ type: "init", runtimeURL: RUNTIME_URL });
  });
  return started;
}

/** The page's runtime, started on the first call; `onProgress` hears the download. */
export function getRuntime(onProgress) {
  if (onProgress) {
    if (lastProgress) onProgress(lastProgress);
    if (!ready) listeners.add(onProgress);
  }
  if (!runtime) {
    runtime = start();
    runtime.catch(() => { runtime = null; });   // a later widget may try again
  }
  return runtime;
}

/** Start downloading early (a widget is about to be seen), without waiting for it. */
export function warmUp() {
  getRuntime().catch(() => {});
}
