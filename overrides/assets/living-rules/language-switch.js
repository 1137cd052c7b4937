/*
 * Language menu that keeps the reader on the same page and the same section.
 *
 * Material links each entry of `extra.alternate` to the root of the other language build
 * (../fr/ and so on). All builds share page paths and heading ids, so the same place in another
 * language is: its root + our path below our own root (material's `__md_scope`) + our #hash.
 * Links stay relative, so this works at / and under /REPO/ alike.
 */
(function () {
  "use strict";

  var SELECTOR = "a.md-select__link[hreflang]";

  function samePlace(link) {
    if (!link.hasAttribute("data-language-root")) {
      link.setAttribute("data-language-root", link.href);   // absolute: resolved once
    }
    var scope = window.__md_scope ? window.__md_scope.pathname : "/";
    var path = location.pathname;
    var below = path.indexOf(scope) === 0 ? path.slice(scope.length) : "";
    return new URL(below + location.hash, link.getAttribute("data-language-root")).href;
  }

  function updateAll() {
    document.querySelectorAll(/** @type {"a"} */ (SELECTOR)).forEach(function (link) {
      link.href = samePlace(link);
    });
  }

  // navigation.tracking rewrites the #hash while the reader scrolls, without any event:
  // refresh the link just before it is followed. Material's own handler would then send the
  // reader to the language root unless that language's sitemap lists the page (it lists
  // nothing without site_url): keep the click to ourselves.
  ["click", "auxclick", "focusin"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var target = /** @type {Element} */ (event.target);
      var link = target.closest && /** @type {HTMLAnchorElement} */ (target.closest(SELECTOR));
      if (link) {
        link.href = samePlace(link);
        if (type === "click") {
          event.stopPropagation();
        }
      }
    }, true);
  });
  window.addEventListener("hashchange", updateAll);
  if (window.document$) {
    window.document$.subscribe(updateAll);   // every page of material's instant navigation
  } else {
    updateAll();
  }
})();
