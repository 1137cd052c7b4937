// The service worker (sitebuild/static/sw.js) run in a Node `vm` context with an in-memory
// Cache Storage and a fake network: which URL each answer is cached under (issue 23: every
// distinct query string was stored as a page until the next deploy).
//
// Run: node --test tests/node/

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const SCOPE = "https://example.org/rules/";
const SOURCE = readFileSync(new URL("../../sitebuild/static/sw.js", import.meta.url), "utf8");

class FakeCache {
  constructor() { this.entries = new Map(); }
  async match(key) { return this.entries.get(String(key)) ?? undefined; }
  async put(key, response) { this.entries.set(String(key), response); }
}

// A worker started in a fresh global: its listeners, its caches, a network that answers
// every URL (or fails, offline).
function startWorker() {
  const listeners = {};
  const stores = new Map();
  const network = { online: true, asked: [] };
  const caches = {
    async open(name) {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return stores.get(name);
    },
    async keys() { return [...stores.keys()]; },
    async delete(name) { return stores.delete(name); },
  };
  const fetch = async (request) => {
    const url = typeof request === "string" ? request : request.url;
    network.asked.push(url);
    if (!network.online) throw new TypeError("Failed to fetch");
    return { ok: true, type: "basic", status: 200, body: `page ${url}`, clone() { return this; } };
  };
  const self = {
    registration: { scope: SCOPE, active: null },
    serviceWorker: undefined,
    addEventListener: (type, handler) => { listeners[type] = handler; },
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  vm.runInNewContext(SOURCE, { self, caches, fetch, console, URL, Promise });
  return { listeners, stores, network };
}

function request(url, mode = "navigate") {
  return { url, method: "GET", mode, headers: { has: () => false } };
}

// The worker's answer to one request, or the error it answers with.
async function fetchThrough(worker, url, mode) {
  let answer = null;
  worker.listeners.fetch({ request: request(url, mode), respondWith: (p) => { answer = p; } });
  assert.ok(answer, `the worker does not answer ${url}`);
  return answer;
}

function cachedKeys(worker) {
  return [...worker.stores.values()].flatMap((cache) => [...cache.entries.keys()]);
}

test("pages reached with any query string are cached once, without it", async () => {
  const worker = startWorker();
  for (let i = 0; i < 50; i++) {
    await fetchThrough(worker, `${SCOPE}en/pook/play/?seed=${i}&players=${i % 5}#top`);
  }
  await fetchThrough(worker, `${SCOPE}en/pook/play/`);
  assert.deepEqual(cachedKeys(worker), [`${SCOPE}en/pook/play/`]);
  // the network still got the whole address: the page reads its own query string
  assert.equal(worker.network.asked[0], `${SCOPE}en/pook/play/?seed=0&players=0#top`);
});

test("offline, a page with a query string is answered with the cached page", async () => {
  const worker = startWorker();
  await fetchThrough(worker, `${SCOPE}fr/pook/play/`);
  worker.network.online = false;
  const response = await fetchThrough(worker, `${SCOPE}fr/pook/play/?seed=7`);
  assert.equal(response.body, `page ${SCOPE}fr/pook/play/`);
  // a page never cached is still an error offline, never another page
  await assert.rejects(fetchThrough(worker, `${SCOPE}en/pook/play/?seed=7`));
});

test("assets asked for with a query string are cached once, without it", async () => {
  const worker = startWorker();
  await fetchThrough(worker, `${SCOPE}en/assets/site.css?v=1`, "no-cors");
  await fetchThrough(worker, `${SCOPE}en/assets/site.css?v=2`, "no-cors");
  await fetchThrough(worker, `${SCOPE}_runtime/pyodide.js?x=1`, "no-cors");
  assert.deepEqual(cachedKeys(worker).sort(),
    [`${SCOPE}_runtime/pyodide.js`, `${SCOPE}en/assets/site.css`]);
  // the second query of site.css is answered from the cache: one build, one file
  assert.deepEqual(worker.network.asked,
    [`${SCOPE}en/assets/site.css?v=1`, `${SCOPE}_runtime/pyodide.js?x=1`]);
});
