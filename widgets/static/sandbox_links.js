// Share links (#sandbox=...) for the sandbox shell (sandbox.js): which link a sandbox restores
// when it starts, what the engine makes of it, and a link pasted later into the open tab. It
// names no game.
//
// A link restores the first sandbox of its page only. A link pasted into the address bar of
// an open tab changes only the hash: the first sandbox still on the page (instant navigation
// swaps pages without unloading this module) loads it. On a page not yet reached by instant
// navigation, Material answers the same change by drawing the page again: the sandbox
// drawn then takes the pasted link (linkToRestore).

const FRAGMENT = "#sandbox=";
// every link a sandbox already restored or was handed: the page's first address stays in
// the navigation entry (sharedFragment) after pages are swapped and other links pasted, and
// must not be restored again by a sandbox reached later
const claimed = new Set();
let draws = 0; // the pages Material has drawn (document$: a navigation, or a redraw)
let pasted = null; // the link last pasted into the open tab: {hash, draws, path}, until taken
window.document$?.subscribe(() => { draws += 1; });
const watching = []; // the sandboxes started, in order: a pasted link goes to the first

// `watching` without the sandboxes gone from the page (instant navigation swapped it).
function stillWatching() {
  const still = watching.filter((sb) => sb.root.isConnected);
  watching.splice(0, watching.length, ...still);
  return watching;
}

// (optional: the Node tests load this module with a window that has no events)
window.addEventListener?.("hashchange", () => {
  const hash = window.location.hash;
  if (!hash.startsWith(FRAGMENT)) return;
  claimed.add(hash);
  pasted = { hash, draws, path: window.location.pathname };
  const first = stillWatching()[0];
  if (first) followLink(first, hash);
});

// The #sandbox=... fragment the page was opened with (Material's anchor tracking may have
// rewritten location.hash since: fall back on the navigation's own URL).
function sharedFragment() {
  if (window.location.hash.startsWith(FRAGMENT)) return window.location.hash;
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  const hash = entry ? new URL(entry.name).hash : "";
  return hash.startsWith(FRAGMENT) ? hash : "";
}

// The link a sandbox starting now restores ("" for none): claimed, no other sandbox of the
// page takes it again.
export function linkToRestore() {
  // the page drawn again by the paste, nothing drawn between: its link (Material's anchor
  // tracking may have rewritten the hash since); a sandbox reached later by navigation (two
  // draws or more) is not given it again
  const redrawn = pasted && draws === pasted.draws + 1
    && pasted.path === window.location.pathname ? pasted.hash : "";
  pasted = null;
  const hash = redrawn || sharedFragment();
  if (!hash || (claimed.has(hash) && !redrawn)) return "";
  claimed.add(hash);
  return hash;
}

// `sandbox` (a Sandbox of sandbox.js) gets the links pasted from now on, while it is the first
// started still on the page.
export function watchLinks(sandbox) {
  stillWatching().push(sandbox);
}

// The session a #sandbox=... link holds, or the sentence (the reader's language) saying why
// it cannot be restored: the engine checks every link with the same limits.
export async function readLink(sb, hash) {
  try {
    const restored = await sb.call("restore", { fragment: hash.slice(1), lang: sb.lang });
    if (restored.error) return { session: null, notice: restored.error.message };
    return { session: restored.session, notice: "" };
  } catch {
    return { session: null, notice: sb.t("link_failed") };
  }
}

// A share link pasted into the open tab (a hashchange, no new page): the shared game as a
// fresh visit would show it, with the same sentence when it cannot be. A link that cannot
// be shown leaves the game in play as it was: the reader loses nothing to a bad paste.
async function followLink(sb, hash) {
  return sb.exclusive(async () => {
    let { session, notice } = await readLink(sb, hash);
    if (session) {
      const before = sb.session;
      try {
        await sb.replaceSession(session);
      } catch {
        notice = sb.t("link_failed");
        await sb.replaceSession(before);
      }
    }
    if (notice) sb.say(notice);
  }, { queued: true }); // after the request under way, never dropped
}
