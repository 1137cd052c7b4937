// Small DOM helpers shared by the sandbox's modules. Text always goes in through
// textContent: only the engine's own HTML (names escaped in Python) is ever parsed.

/** An element with attributes and, optionally, text. */
export function el(tag, attrs = {}, text = "") {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text) node.textContent = text;
  return node;
}

/** A label wrapping its control, so a click on the words reaches the control. */
export function labelled(text, control) {
  const label = el("label", {}, `${text} `);
  label.append(control);
  return label;
}

