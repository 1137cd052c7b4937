// Python resumed from its snapshot (sitebuild/snapshot.mjs), made ready for this visit.
//
// The snapshot holds Python's memory once started, with `livewidgets.api` imported, but not
// the files of the engine wheel: later imports (a game's widgets) and the message catalogues
// read them, so the wheel is unpacked again. And it holds the state of Python's `random` as
// it was when the site was built: reseeded from this visit's own chance, or every reader's
// first sandbox game would be dealt the same (livewidgets/sandbox_io.py draws a new game's
// seed from it).

/**
 * The snapshot's bytes from the site's gzipped file: unzipped here, unless a host already did
 * (one that sends a .gz file with "Content-Encoding: gzip" has the browser unzip it first).
 * @param {Response} response the snapshot's response
 * @returns {Promise<ArrayBuffer>}
 */
export async function snapshotBytes(response) {
  const bytes = await response.arrayBuffer();
  const head = new Uint8Array(bytes, 0, 2);
  if (head[0] !== 0x1f || head[1] !== 0x8b) return bytes;
  const unzipped = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(unzipped).arrayBuffer();
}

/**
 * Unpack the engine wheel into Pyodide's site-packages (no micropip): where the site build
 * imports it before the snapshot (sitebuild/snapshot.mjs) and the worker after resuming.
 * @param {any} pyodide
 * @param {ArrayBuffer | Uint8Array} wheel the engine wheel's bytes
 */
export function unpackWheel(pyodide, wheel) {
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(new Uint8Array(wheel), "wheel", { extractDir: sitePackages });
}

/**
 * Make a Pyodide resumed from the site's snapshot ready for calls.
 * @param {any} pyodide Pyodide, loaded with `_loadSnapshot`
 * @param {ArrayBuffer} wheel the engine wheel's bytes
 * @returns {(fn: string, args: string) => string} livewidgets.dispatch.call
 */
export function resume(pyodide, wheel) {
  unpackWheel(pyodide, wheel);
  pyodide.runPython("import importlib, random; importlib.invalidate_caches(); random.seed()");
  return pyodide.pyimport("livewidgets.dispatch").call;
}
