/*
 * The search index is read when the reader shows they want to search, not on every page load.
 *
 * Material fetches the language's whole search index (600 KB to 1 MB) as each page is loaded,
 * and its search worker builds a full-text index from it at once, while the reader is still
 * looking at the page: 0.3 to 0.45 s of CPU on a laptop here for every page opened anew, more
 * on a phone, for a search most readers never open (instant navigation keeps the index, so
 * only pages loaded whole pay it). This script, loaded just before material's bundle
 * (overrides/main.html), holds that one request until the reader opens the search: the box
 * takes the focus (a click or tap on it or on the search icon, material's keyboard shortcuts),
 * or the search dialog opens. Material then says "Initializing search" for as long as the
 * index takes to arrive and be built, and answers what was typed meanwhile, as it does on a
 * slow connection.
 *
 * A page opened from a search result's link (material's ``?h=`` highlight) needs the index to
 * mark the words: there it is read at once.
 *
 * Only that request is held: every other request goes out as it was made.
 */
(function () {
  "use strict";

  var INDEX = /\/search\/search_index\.json$/;
  var BOX = "input.md-search__input";
  var TOGGLE = "__search";
  var ONCE = "livingRulesSearchOnDemand";
  if (document.documentElement.dataset[ONCE]) {
    return;   // once per document (instant navigation keeps the document and this script)
  }
  document.documentElement.dataset[ONCE] = "1";

  var open = XMLHttpRequest.prototype.open;
  var send = XMLHttpRequest.prototype.send;
  /** @type {Array<[XMLHttpRequest, IArguments]>} */
  var held = [];
  var wanted = new URLSearchParams(location.search).has("h");
  /** @type {WeakSet<XMLHttpRequest>} */
  var indexRequests = new WeakSet();

  XMLHttpRequest.prototype.open = function (method, url) {
    if (INDEX.test(new URL(String(url), location.href).pathname)) {
      indexRequests.add(this);
    }
    return open.apply(this, /** @type {any} */ (arguments));
  };
  XMLHttpRequest.prototype.send = function () {
    if (!wanted && indexRequests.has(this)) {
      held.push([this, arguments]);
      return;
    }
    return send.apply(this, /** @type {any} */ (arguments));
  };

  function want() {
    if (wanted) {
      return;
    }
    wanted = true;
    document.removeEventListener("focusin", onFocus, true);
    document.removeEventListener("change", onToggle, true);
    held.splice(0).forEach(function (request) {
      send.apply(request[0], /** @type {any} */ (request[1]));
    });
  }

  /** @param {Event} event */
  function onFocus(event) {
    if (event.target instanceof Element && event.target.matches(BOX)) {
      want();
    }
  }

  /** @param {Event} event */
  function onToggle(event) {
    if (event.target instanceof HTMLInputElement && event.target.id === TOGGLE
        && event.target.checked) {
      want();
    }
  }

  if (!wanted) {
    document.addEventListener("focusin", onFocus, true);
    document.addEventListener("change", onToggle, true);
  }
})();
