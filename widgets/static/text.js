// Text helpers every widget shares (one copy for all games), and the elements that hold text.

// French elides "de"/"que" before a vowel or a mute h: "Main d’Ana", "pot-de-vin d’Épée".
// The same rule as engine/i18n.py's elide(), for the templates the page's script fills.
const ELIDABLE = /\b([Dd]e|[Qq]ue) \{(\w+)\}/g;
const VOWEL_START = /^[AEIOUYaeiouyÀÂÄÆÉÈÊËÎÏÔŒÙÛÜŸàâäæéèêëîïôœùûüÿ]/;
const CODE_LIST = /^[a-z0-9_:-]+(?:, [a-z0-9_:-]+)+$/;
const MUTE_H = ["Hôpital", "Homme", "Hiver", "Heure", "Herbe", "Histoire", "Hôtel", "Huile"];

function elides(value) {
  if (typeof value !== "string" || CODE_LIST.test(value)) return false;
  return VOWEL_START.test(value) || MUTE_H.some((word) => value.startsWith(word));
}

/** JSON text (a data-* attribute) as a value; `fallback` when it is missing or not JSON: a
 * widget never fails on its words. */
export function readJSON(text, fallback = {}) {
  try {
    return text ? JSON.parse(text) : fallback;
  } catch {
    return fallback;
  }
}

/** A template with French elision for the values it will hold (other languages: as is). */
export function elide(template, slots, lang) {
  if (!String(lang || "").startsWith("fr")) return String(template);
  return String(template).replace(ELIDABLE, (whole, word, key) =>
    key in slots && elides(slots[key]) ? `${word.slice(0, -1)}\u2019{${key}}` : whole);
}

/** A UI string template with its {slots} filled; an unknown slot stays as written. With a
 * language, the template is elided first (see elide). */
export function fill(template, slots, lang = "") {
  return elide(template, slots, lang).replace(/\{(\w+)\}/g, (whole, key) =>
    (key in slots ? slots[key] : whole));
}

/** An element with attributes (`hidden: ""` hides it) and its children (texts, nodes; an
 * empty text or none adds nothing). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children.filter(Boolean));
  return node;
}

/** A button (never a form's submit) with its words, doing `press` when pressed. */
export function button(attrs, words, press) {
  const node = el("button", { type: "button", ...attrs }, words);
  node.addEventListener("click", press);
  return node;
}
