// The live side of every game's worked examples, once the reader pressed "Change this example".
//
// Python draws everything (livewidgets.api.start / act return {state, html, current}): the same
// player as the static page (player.js steps it, without Python), the kind's controls and a box
// for refusals. This module only wires the edits: a button carrying `data-act` sends that edit
// to Python with one argument per `data-arg-<name>` attribute (any name a kind chooses), and
// Python answers with the new view; Delete on a card inside `[data-delete-act]` removes it (its
// `data-arg-index`). "Change this example" then shows or hides the controls.
// Errors where the reader looks: a control marked aria-disabled shows its reason (why.js)
// without asking Python; an edit the engine refuses leaves the widget as it was and says why
// next to the control, in the page's language, with a link to its ruling, until the next tap
// or focus in the example. After every redraw the focus goes back to the same control.
// Where the eye is (issue 22): the controls open right under "Change this example", next to
// the picture, and come into view; the widget never grows past the window (widgets.css: beside
// the picture on a wide screen, on a phone a sheet) and keeps its height (player.js
// holdHeight). Once the reader's edits make the example differ from the page's, the prose
// beside it carries a note, "The text describes the original example", with a button back to
// the original (markProse).

import { holdHeight, isSheet, keepPictureInPlace, reduced, showFrame } from "./player.js";
import { keepInPlace, overTheInputs } from "./calcplace.js";
import { button, el } from "./text.js";
import { reasonOf, showReasons } from "./why.js";

const ARGUMENT = "data-arg-";
// the boxes that scroll inside themselves: a calculator's inputs (calc_body), a changed
// example's editor beside the picture and its picture held at the example's height (holdHeight)
const SCROLLED = [".lr-inputs", ".lr-controls", ".lr-frames"];
const IDENTITY = /^data-(act|arg-.+|step-to|goto)$/;

/**
 * A control's edit: `act`, and each `data-arg-<name>` attribute as argument `<name>`.
 * @param {Element} control
 * @returns {Record<string, string>}
 */
export function argumentsOf(control) {
  /** @type {Record<string, string>} */
  const action = {};
  const act = control.getAttribute("data-act");
  if (act !== null) action.act = act;
  for (const { name, value } of control.attributes) {
    if (name.startsWith(ARGUMENT)) action[name.slice(ARGUMENT.length)] = value;
  }
  return action;
}

// The identity of a control, to give it the focus back once Python has redrawn the widget:
// its edit and arguments, or the step it goes to (only those: a theme or a polyfill may add
// other data-* attributes, e.g. data-focus-visible-added).
function controlKey(element) {
  const control = element?.closest?.("[data-act], [data-step-to], [data-goto], .lr-change");
  if (!control) return null;
  if (control.classList.contains("lr-change")) return ".lr-change";
  return [...control.attributes].filter(({ name }) => IDENTITY.test(name))
    .map(({ name, value }) => `[${name}="${CSS.escape(value)}"]`).join("");
}

let unique = 0;

// ids are unique in the page: Python writes ids local to the widget, made unique here.
function uniqueIds(body) {
  const suffix = `-w${++unique}`;
  for (const element of body.querySelectorAll("[id]")) element.id += suffix;
  for (const element of body.querySelectorAll("[aria-describedby]")) {
    element.setAttribute("aria-describedby", element.getAttribute("aria-describedby")
      .split(/\s+/).map((id) => id + suffix).join(" "));
  }
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
  const failed = view.failed; // the page-language sentence for a call that fails
  const original = view;
  const originalPicture = picture(original.html);
  let queue = Promise.resolve();
  let open = true;

  const current = () => Number(root.querySelector(".lr-player")?.dataset.current ?? 0);

  function setOpen(value, reveal = false) {
    const sheet = isSheet(root);
    open = value;
    const controls = body.querySelector(".lr-controls");
    // opened or closed, the example's picture stays where the reader saw it (the prose moves)
    if (controls && controls.hidden === open) {
      keepPictureInPlace(root, () => { controls.hidden = !open; });
    }
    const change = body.querySelector(".lr-change");
    if (change) labelChange(change, open, original.words);
    if (!open) hideMessage();
    markProse(root, picture(view.html) !== originalPicture,
      open && Boolean(change), original.words, backToOriginal, resetShown(body));
    holdHeight(root);
    if (open && reveal) revealControls(root);
    // closing the sheet of a phone: the example is back in the page, where the reader left it
    if (!open && reveal && sheet) root.scrollIntoView({ block: "nearest" });
  }

  function draw(next, focusKey, frame) {
    view = next;
    // the redrawn boxes keep the place the reader had scrolled to, so the control just
    // pressed stays where it was
    const inside = SCROLLED.map((box) => body.querySelector(box)?.scrollTop ?? 0);
    const pressed = focusKey && body.querySelector(".lr-inputs") ? body.querySelector(focusKey) : null;
    const wasAt = pressed?.getBoundingClientRect().top;
    body.innerHTML = view.html;
    uniqueIds(body);
    controlsUnderChange(body);
    showFrame(root, frame ?? view.current, { animated: false });
    setOpen(open);
    SCROLLED.forEach((box, i) => body.querySelector(box)?.scrollTo(0, inside[i]));
    if (!focusKey) return;
    // the same control, or (when it is gone, e.g. a removed card) its first sibling of a kind
    const target = body.querySelector(focusKey)
      ?? body.querySelector(focusKey.replace(/\[data-arg-index="\d+"\]/, ""));
    target?.focus({ preventScroll: true });
    if (wasAt !== undefined && target && target === body.querySelector(focusKey)) keepInPlace(target, wasAt);
  }

  // a refusal shown or put away: the example keeps its height all the same
  function hideMessage() {
    body.querySelector(".lr-message")?.setAttribute("hidden", "");
    holdHeight(root);
  }

  // Show a refusal ({message, ruling, link}) right after the control's group, in view, and
  // say it to a screen reader.
  function message({ message: text, ruling = null, link = null }, near) {
    ctx.announce(text);
    const box = body.querySelector(".lr-message");
    if (!box) return;
    box.replaceChildren(text);
    if (ruling && link) box.append(" ", ctx.rulingLink(ruling, link));
    const place = near?.isConnected
      ? near.closest(".lr-counter, [role=group], .lr-tools, .lr-choices, li, td") ?? near : null;
    box.hidden = !text;
    const inputs = place?.closest(".lr-inputs");
    if (inputs && body.contains(inputs)) overTheInputs(box, place, inputs);
    else if (place && body.contains(place)) place.after(box);
    // held once the kind has placed it (its own MutationObserver may move it under a table)
    queueMicrotask(() => {
      holdHeight(root);
      box.scrollIntoView?.({ block: "nearest" });
    });
  }

  // While an edit is with Python the example says it is busy (aria-busy, for assistive
  // technology and for tests that wait for an edit's answer rather than a fixed time).
  let inFlight = 0;
  function edit(action, control) {
    const focusKey = controlKey(control);
    inFlight += 1;
    root.setAttribute("aria-busy", "true");
    queue = queue.then(async () => {
      try {
        const next = await rt.call("api.act", { game: ctx.game, state: view.state, action: { ...action, step: current() }, lang: ctx.lang });
        const near = focusKey ? body.querySelector(focusKey) : null;
        if (next.refused) {
          message(next.refused, near);
          return;
        }
        draw(next, focusKey);
        const caption = root.querySelector(".lr-frame[data-shown] .lr-caption");
        if (caption) ctx.announce(caption.textContent);
      } catch (error) {   // not a refusal: the runtime or a bug, never shown as its own text
        console.warn("live example:", error?.message ?? error);
        message({ message: failed ?? error.message }, control);
      } finally {
        inFlight -= 1;
        if (!inFlight) root.removeAttribute("aria-busy");
      }
    });
    return queue;
  }

  // A refusal goes at the reader's next tap or focus anywhere in the example (not on its
  // link): it may lie over a control the reader needs next (a row of an editor), which the
  // tap after it reaches (issue 22).
  const dismiss = (event) => {
    const box = body.querySelector(".lr-message:not([hidden])");
    if (!box || event.target.closest?.(".lr-message a")) return;
    if (event.type === "focusin" && box.contains(event.target)) return;
    hideMessage();
  };
  root.addEventListener("pointerdown", dismiss, true);
  root.addEventListener("focusin", dismiss);
  showReasons(body);

  body.addEventListener("click", (event) => {
    if (event.target.closest(".lr-change")) {
      setOpen(!open, true);
      if (open && event.detail === 0) focusFirstControl(body);
      return;
    }
    const control = event.target.closest("[data-act]");
    if (!control || !body.contains(control)) return;
    // an impossible control: its reason, next to it, and nothing sent to Python
    if (control.getAttribute("aria-disabled") === "true") {
      const why = reasonOf(control);
      if (why) message({ message: why }, control);
      return;
    }
    hideMessage();
    const action = argumentsOf(control);   // with what the kind adds to it (`extra`)
    edit({ ...action, ...(extra[action.act]?.() ?? {}) }, control);
  });

  body.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Escape" && open && body.querySelector(".lr-controls")) {
      event.preventDefault();
      setOpen(false, true);
      body.querySelector(".lr-change")?.focus({ preventScroll: true });
      return;
    }
    const deletable = event.target.closest("[data-delete-act] [data-arg-index]");
    if ((event.key === "Delete" || event.key === "Backspace") && deletable) {
      event.preventDefault();
      const act = deletable.closest("[data-delete-act]").dataset.deleteAct;
      edit({ act, index: deletable.getAttribute("data-arg-index") }, deletable);
    }
  });

  // the sheet of a phone holds the keyboard while it is open (anything in the widget)
  root.addEventListener("keydown", (event) => {
    if (event.key === "Tab" && !event.altKey && !event.ctrlKey && !event.metaKey && open
      && isSheet(root)) keepTabInside(root, event);
  });

  // "Back to the original" (the note beside the prose): the page's example, at its start
  function backToOriginal() {
    queue = queue.then(() => {
      hideMessage();
      draw(original, ".lr-change", 0);
      ctx.announce(original.words?.back_to_original ?? "");
    });
  }

  // the reader keeps the step they were on; the controls open next to the picture and come
  // into view, the focus stays on the button; the example keeps its height (holdHeight)
  draw(view, ".lr-change", current());
  revealControls(root);
  // opened from the keyboard: the focus goes where the controls opened (issue 22 review:
  // left on the button, it was about 520 px from them); a tap or click leaves it on the button
  if (root.dataset.openedBy === "keys") focusFirstControl(body);
}

// The first control of the open editor, focused without scrolling (revealControls scrolled):
// a control, not a box that scrolls (a table's wrapper, tabindex 0, comes before the buttons
// inside it); when the controls hold no edit but the way back ("reset"), the picture's first
// live edit (the step shown: the others are hidden) (review 35, B4: the focus went to a grid's
// wrapper, or to "Back to the worked example" 400 px under the picture's first edit).
function focusFirstControl(body) {
  const controls = body.querySelector(".lr-controls:not([hidden])");
  if (!controls) return;
  const found = focusables(controls).filter((element) => element.matches(CONTROL));
  const edit = (element) => element.matches("[data-act]:not([data-act='reset'])");
  const picture = focusables(body).find((element) => edit(element)
    && !controls.contains(element) && element.getAttribute("aria-disabled") !== "true");
  const first = found.find(edit) ?? picture ?? found[0] ?? focusables(controls)[0];
  first?.focus({ preventScroll: true });
}

// "Change this example" says what a press does now: open, it closes the editor ("Done
// changing"), besides aria-expanded (issue 22: it kept its label while the editor was open).
function labelChange(button, open, words) {
  button.setAttribute("aria-expanded", String(open));
  const label = open ? words?.close_change : words?.change;
  if (label && button.textContent !== label) button.textContent = label;
}

// Whether the example shows its own way back to the page's example (a control of the edit
// "reset", as every kind names it): the note's button would then be a second one doing the
// same (issue 22), so the note keeps its sentence only while that control is in sight.
function resetShown(body) {
  return [...body.querySelectorAll('[data-act="reset"]')]
    .some((control) => control.checkVisibility?.({ visibilityProperty: true }) ?? true);
}

// The controls right after the bar of "Change this example" (next to the picture, above the
// folded steps and notes), wherever the kind's view drew them.
function controlsUnderChange(body) {
  const controls = body.querySelector(".lr-controls");
  const bar = body.querySelector(".lr-change")?.closest(".lr-bar");
  if (controls && bar && bar.nextElementSibling !== controls) bar.after(controls);
}

const CONTROL = "a[href], button, input, select, textarea, summary";
const FOCUSABLE = `${CONTROL}, [tabindex]`;

// What the keyboard reaches inside `scope`, in the page's order (shown, enabled, tabbable).
function focusables(scope) {
  return [.../** @type {NodeListOf<HTMLElement>} */ (scope.querySelectorAll(FOCUSABLE))]
    .filter((element) => element.tabIndex >= 0 && !element.matches(":disabled")
      && element.checkVisibility({ visibilityProperty: true }));
}

// A sheet over the screen is a dialog for the keyboard (issue 22): Tab and Shift+Tab go round
// its own controls, never to the page hidden under it; Escape closes it (the keydown handler),
// the focus back on "Change this example".
function keepTabInside(root, event) {
  const inside = focusables(root);
  const [edge, next] = event.shiftKey ? [inside[0], inside.at(-1)] : [inside.at(-1), inside[0]];
  const at = /** @type {HTMLElement} */ (document.activeElement);
  if (next && (at === edge || !inside.includes(at))) {
    event.preventDefault();
    next.focus();
  }
}

// Bring the open controls into view: the whole example when it fits the window (on a wide
// screen the controls stand beside the picture), else the least scrolling that shows their
// first control (none when it is in view already: the picture stays where the reader saw it,
// issue 22). A sheet over the screen (a phone) is in view already.
function revealControls(root) {
  const controls = root.querySelector(".lr-controls:not([hidden])");
  if (!controls?.scrollIntoView || isSheet(root)) return;
  const margin = parseFloat(getComputedStyle(root).scrollMarginTop) || 0;
  const fits = root.getBoundingClientRect().height + margin <= innerHeight;
  (fits ? root : focusables(controls)[0] ?? controls)
    .scrollIntoView({ block: "nearest", behavior: reduced() ? "auto" : "smooth" });
}

// What the example shows, for telling whether it is still the page's: its text, without the
// controls, the refusal box, the reasons of impossible controls and the step counter (which
// step is shown is no change).
function picture(html) {
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll(
    ".lr-controls, .lr-message, .lr-why, .lr-tools, .lr-step-count")) element.remove();
  return template.content.textContent.replace(/\s+/g, " ").trim();
}

// The note on the prose beside a changed example: in the prose before it (placeInProse), else
// just before the widget; a widget without "Change this example" (a calculator) has it first
// in the prose after it, else just after it. The prose is marked (data-lr-original) while the
// example differs from the page's. `keep`: the controls are open, so the note keeps its room
// (data-idle: invisible) even while the example is the original, and appearing moves nothing.
const notes = new WeakMap();
function markProse(root, changed, keep, words, back, resetInSight) {
  const beside = root.closest(".lr-beside__grid");
  const prose = beside ? [...beside.querySelectorAll(":scope > .lr-beside__before, "
    + ":scope > .lr-beside__after")] : [];
  for (const part of prose) part.toggleAttribute("data-lr-original", changed);
  let note = notes.get(root);
  if (!changed && !keep) {
    note?.remove();
    return;
  }
  // placed anew when the controls open or close: a note first in the open controls goes
  // back to the prose once they close (placeInProse)
  if (note?.isConnected && note.dataset.open !== String(keep)) note.remove();
  if (!note || !note.isConnected) {
    note = el("p", { class: "lr-original-note", "data-open": String(keep) },
      el("span", {}, words?.describes_original), " ",
      button({ class: "lr-btn lr-original-back" }, words?.back_to_original, back));
    notes.set(root, note);
    const editable = Boolean(root.querySelector(".lr-change"));
    const part = prose.find((p) => p.classList.contains(
      editable ? "lr-beside__before" : "lr-beside__after"));
    if (part && editable) placeInProse(part, root, note);
    else if (part) part.prepend(note);
    else if (editable) root.before(note);
    else root.after(note);
  }
  note.toggleAttribute("data-idle", !changed);
  const way = note.querySelector(".lr-original-back");
  if (way) way.hidden = resetInSight;
}

// In `part` (the prose before the example), where the eye is: before its first block level
// with or below the example's top when the prose stands beside the example, its column left
// of the example's (issue 22: at the foot of a long column the note was off the screen); when
// the prose lies under the example (one that takes the whole width while changed), first in
// the example's open controls (review 35, B2: under a tall example the note started below the
// window), else first in that prose; else last (a phone: right above the example, whose sheet
// covers the screen meanwhile). The example does not move.
function placeInProse(part, root, note) {
  const example = root.getBoundingClientRect();
  const box = part.getBoundingClientRect();
  const beside = box.right <= example.left;
  const level = beside ? [...part.children]
    .find((child) => child.getBoundingClientRect().top >= example.top - 1) : null;
  if (level) level.before(note);
  else if (box.top >= example.bottom - 1) {
    (root.querySelector(".lr-controls:not([hidden])") ?? part).prepend(note);
  } else part.append(note);
}
