// The live side of every game's stepped widgets (PDBMV's refill, favor, scoring, risk).
//
// Python draws everything (livewidgets.api.start / act return {state, html, frames,
// current}); this module only wires the markup: buttons carrying `data-act` send an edit
// (their data-* attributes) to Python, which answers with the new view; `data-step-to` and
// `data-goto` step through the frames (sentence + diagram) without calling Python; the arrow
// keys step too; Delete on a card inside `[data-delete-act]` removes it. An edit the engine
// refuses leaves the widget as it was and shows why: Python answers `{refused: {message,
// ruling, link}}`, the whole message in the page's language, and the ruling's section of the
// game's rulings page is linked.

import { fill } from "./text.js";

const KEYS = { ArrowRight: "next", ArrowLeft: "prev", Home: "first", End: "last" };
const TYPING = /^(INPUT|TEXTAREA|SELECT)$/;


// The identity of a control, to give it the focus back once Python has redrawn the widget.
function controlKey(element) {
  const control = element?.closest?.("[data-act], [data-step-to], [data-goto]");
  if (!control) return null;
  return Object.entries(control.dataset).map(([k, v]) => `[data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${CSS.escape(v)}"]`).join("");
}

function actionOf(control, extra) {
  const action = {};
  for (const [key, value] of Object.entries(control.dataset)) action[key] = value;
  return { ...action, ...(extra[action.act]?.() ?? {}) };
}

/**
 * Mount a live widget on `root` (config in data-config). `extra` maps an edit name to a
 * function adding arguments (e.g. a random seed for "shuffle").
 */
export async function mountLive(root, ctx, extra = {}) {
  const body = root.querySelector(".lr-body");
  const config = JSON.parse(root.dataset.config);
  const rt = await ctx.getRuntime();
  let view = await rt.call("api.start", { game: ctx.game, config, lang: ctx.lang });
  let current = view.current;
  let queue = Promise.resolve();

  function show(index, announce) {
    const frames = view.frames;
    if (!frames.length) return;
    current = Math.max(0, Math.min(index, frames.length - 1));
    const diagram = body.querySelector(".lr-diagram");
    if (diagram) diagram.innerHTML = frames[current].diagram;
    for (const item of body.querySelectorAll(".lr-steps > li")) {
      if (Number(item.dataset.step) === current) item.setAttribute("aria-current", "step");
      else item.removeAttribute("aria-current");
    }
    const count = body.querySelector(".lr-step-count");
    if (count) count.textContent = fill(count.dataset.template, { n: current, total: frames.length - 1 });
    for (const button of body.querySelectorAll("[data-step-to]")) {
      const atStart = current === 0 && ["first", "prev"].includes(button.dataset.stepTo);
      const atEnd = current === frames.length - 1 && ["next", "last"].includes(button.dataset.stepTo);
      button.setAttribute("aria-disabled", String(atStart || atEnd));
    }
    if (announce) ctx.announce(frames[current].text);
  }

  function draw(next, focusKey) {
    view = next;
    body.innerHTML = view.html;
    show(view.current, false);
    if (!focusKey) return;
    // the same control, or (when it is gone, e.g. a removed card) its first sibling of a kind
    const target = body.querySelector(focusKey)
      ?? body.querySelector(focusKey.replace(/\[data-index="\d+"\]/, ""));
    target?.focus();
  }

  function stepTo(where) {
    const last = view.frames.length - 1;
    const index = { first: 0, prev: current - 1, next: current + 1, last }[where];
    if (index !== undefined && index >= 0 && index <= last && index !== current) show(index, true);
  }

  // Show a refusal ({message, ruling, link}); a link to the ruling when one forbids the edit.
  function message({ message: text, ruling = null, link = null }) {
    const box = body.querySelector(".lr-message");
    if (!box) return;
    box.replaceChildren(text);
    if (ruling && link) {
      const page = ctx.gamePage("rulings");
      page.hash = ruling;
      const anchor = document.createElement("a");
      anchor.href = page.href;
      anchor.dataset.ruling = ruling;
      anchor.textContent = link;
      box.append(" ", anchor);
    }
    box.hidden = !text;
  }

  function edit(action, focusKey) {
    queue = queue.then(async () => {
      try {
        const next = await rt.call("api.act", { game: ctx.game, state: view.state, action: { ...action, step: current }, lang: ctx.lang });
        if (next.refused) {
          message(next.refused);
          ctx.announce(next.refused.message);
          return;
        }
        draw(next, focusKey);
        const frame = view.frames[view.current];
        if (frame) ctx.announce(frame.text);
      } catch (error) {   // not a refusal: the runtime or a bug (its own text)
        message({ message: error.message });
        ctx.announce(error.message);
      }
    });
    return queue;
  }

  body.addEventListener("click", (event) => {
    const control = event.target.closest("[data-act], [data-step-to], [data-goto]");
    if (!control || !body.contains(control)) return;
    if (control.dataset.stepTo) stepTo(control.dataset.stepTo);
    else if (control.dataset.goto) show(Number(control.dataset.goto), true);
    else edit(actionOf(control, extra), controlKey(control));
  });

  body.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || TYPING.test(event.target.tagName)) return;
    const deletable = event.target.closest("[data-delete-act] [data-index]");
    if ((event.key === "Delete" || event.key === "Backspace") && deletable) {
      event.preventDefault();
      const act = deletable.closest("[data-delete-act]").dataset.deleteAct;
      edit({ act, index: deletable.dataset.index }, controlKey(deletable));
      return;
    }
    if (KEYS[event.key] && view.frames.length > 1) {
      event.preventDefault();
      stepTo(KEYS[event.key]);
    }
  });

  draw(view, null);
}
