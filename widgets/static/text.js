// Text helpers every widget shares (one copy for all games).

/** A UI string template with its {slots} filled; an unknown slot stays as written. */
export function fill(template, slots) {
  return String(template).replace(/\{(\w+)\}/g, (whole, key) => (key in slots ? slots[key] : whole));
}
