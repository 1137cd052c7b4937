// A very small DOM for the node tests of the widgets' scripts: elements with attributes,
// children, text, hidden, dataset, listeners and the selectors the scripts use (a tag, [attr],
// [attr=value], lists with commas). Enough to drive the shared sandbox without a browser;
// what a real browser does (layout, focus order, CSS) is the browser tests' job.

class Node {
  constructor(tag) {
    this.tagName = tag.toUpperCase();
    this.attributes = new Map();
    this.children = [];
    this.parent = null;
    this.listeners = new Map();
    this.disabled = false;
    this.ownText = "";
    this.value = "";
    const node = this;
    this.dataset = new Proxy({}, {
      get: (_, key) => node.getAttribute(`data-${kebab(String(key))}`) ?? undefined,
      set: (_, key, value) => { node.setAttribute(`data-${kebab(String(key))}`, value); return true; },
      has: (_, key) => node.attributes.has(`data-${kebab(String(key))}`),
    });
  }

  // hidden is its attribute, as in a browser (el() hides with `hidden: ""`)
  get hidden() { return this.attributes.has("hidden"); }
  set hidden(on) { this.toggleAttribute("hidden", Boolean(on)); }
  setAttribute(name, value) { this.attributes.set(name, String(value)); }
  getAttribute(name) { return this.attributes.has(name) ? this.attributes.get(name) : null; }
  removeAttribute(name) { this.attributes.delete(name); }
  hasAttribute(name) { return this.attributes.has(name); }
  toggleAttribute(name, on) {
    if (on) this.setAttribute(name, "");
    else this.removeAttribute(name);
    return on;
  }

  append(...items) {
    for (const item of items) {
      const child = typeof item === "string" ? text(item) : item;
      child.parent?.removeChild(child);
      child.parent = this;
      this.children.push(child);
    }
  }
  removeChild(child) { this.children = this.children.filter((c) => c !== child); child.parent = null; }
  replaceChildren(...items) {
    for (const child of this.children) child.parent = null;
    this.children = [];
    this.ownText = "";
    this.append(...items);
  }
  remove() { this.parent?.removeChild(this); }
  after(node) {
    const siblings = this.parent.children;
    node.parent?.removeChild(node);
    node.parent = this.parent;
    siblings.splice(siblings.indexOf(this) + 1, 0, node);
  }

  get textContent() { return this.ownText + this.children.map((c) => c.textContent).join(""); }
  set textContent(value) { this.replaceChildren(); this.ownText = String(value ?? ""); }
  set innerHTML(value) { this.replaceChildren(); this.html = String(value); }
  get innerHTML() { return this.html ?? ""; }
  get isConnected() { return true; }
  get offsetParent() { return this.hidden ? null : this.parent; }

  addEventListener(type, listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, []);
    this.listeners.get(type).push(listener);
  }
  dispatch(type, target = this) {
    const event = { type, target, preventDefault() {} };
    for (let node = target; node; node = node.parent) {
      for (const listener of node.listeners.get(type) ?? []) listener(event);
    }
  }
  click() { this.dispatch("click"); }
  focus() { globalThis.document.activeElement = this; }
  select() {}

  contains(other) {
    for (let node = other; node; node = node.parent) if (node === this) return true;
    return false;
  }
  matches(selector) {
    return selector.split(",").some((one) => matchOne(this, one.trim()));
  }
  closest(selector) {
    for (let node = this; node; node = node.parent) if (node.matches?.(selector)) return node;
    return null;
  }
  querySelectorAll(selector) {
    const found = [];
    const walk = (node) => {
      for (const child of node.children) {
        if (child.tagName !== "#TEXT" && child.matches(selector)) found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }
  querySelector(selector) { return this.querySelectorAll(selector)[0] ?? null; }
}

function kebab(key) { return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`); }

function text(value) {
  const node = new Node("#text");
  node.ownText = value;
  node.matches = () => false;
  return node;
}

function matchOne(node, selector) {
  const parts = /^([a-z0-9]*)((?:\[[^\]]+\])*)$/i.exec(selector);
  if (!parts) throw new Error(`fakedom: selector ${selector} not supported`);
  if (parts[1] && node.tagName !== parts[1].toUpperCase()) return false;
  for (const [, name, value] of parts[2].matchAll(/\[([^=\]]+)(?:=["']?([^"'\]]*)["']?)?\]/g)) {
    if (!node.hasAttribute(name)) return false;
    if (value !== undefined && node.getAttribute(name) !== value) return false;
  }
  return true;
}

/** Install `document`, `window` and friends on globalThis; returns the document. */
export function installDom() {
  const document = {
    activeElement: null,
    createElement: (tag) => new Node(tag),
    head: new Node("head"),
    body: new Node("body"),
    querySelectorAll: () => [],
  };
  globalThis.document = document;
  globalThis.window = { location: { hash: "", href: "https://example.org/sandbox/" },
    history: { state: null, replaceState() {} } };
  return document;
}

/** Every element under `root` whose own text is not empty, as one line each. */
export function texts(root) {
  return root.querySelectorAll("p, span, div, button, h3").map((n) => n.ownText).filter(Boolean);
}
