/*
 * The search box answers whatever way the words arrive.
 *
 * Material reads the search box on `keyup` (and on focus) only. Chinese is rarely typed key by
 * key: an input method commits 恩寵 in one go, a phone keyboard, handwriting or voice input
 * inserts whole words, a word is pasted from a menu. None of these has to end with a `keyup`, and
 * then the box shows the words while the results still say "type to start searching". So every
 * change of the box's value (`input`, and the end of an input method's composition) is passed on
 * to material as the `keyup` it listens for; material itself ignores a value it has already
 * searched for.
 *
 * Listening on the document (capture) keeps this working after instant navigation, whatever
 * material does with the header, and the script is loaded once with the search box
 * (overrides/partials/search.html).
 *
 * The results show the pages' words without the zero-width spaces that cut Chinese into words
 * in the search index (sitebuild/pages/search_cut.py): the index needs them, a reader does not
 * (issue 22 review: they were in the results' text, and a copied result carried them). They
 * are taken out of the text material draws, once its highlights are placed (the highlights
 * are found by their positions in the index's text), so searching is unchanged.
 */
(function () {
  "use strict";

  var SELECTOR = "input.md-search__input";
  var ONCE = "livingRulesSearchInput";
  if (document.documentElement.dataset[ONCE]) {
    return;   // loaded again (a page swapped in by instant navigation): already listening
  }
  document.documentElement.dataset[ONCE] = "1";

  /** @param {Event} event */
  function passOn(event) {
    var box = event.target;
    if (!(box instanceof HTMLInputElement) || !box.matches(SELECTOR)) {
      return;
    }
    // During a composition the value holds the reader's pinyin or zhuyin, not yet their words:
    // compositionend brings the words.
    if (event instanceof InputEvent && event.isComposing) {
      return;
    }
    box.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
  }

  document.addEventListener("input", passOn, true);
  document.addEventListener("compositionend", passOn, true);

  var RESULTS = ".md-search-result";
  var CUT = /\u200b/g;

  /** @param {Node} node */
  function uncut(node) {
    var walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (var text = walker.nextNode(); text; text = walker.nextNode()) {
      if (text.nodeValue && text.nodeValue.indexOf("\u200b") !== -1) {
        text.nodeValue = text.nodeValue.replace(CUT, "");
      }
    }
  }

  // The results list is material's, drawn anew for each query and as the reader scrolls it:
  // every node it adds is cleaned (changing a text's value is no new node: no loop).
  new MutationObserver(function (changes) {
    changes.forEach(function (change) {
      change.addedNodes.forEach(function (node) {
        var element = node instanceof Element ? node : node.parentElement;
        if (element && element.closest(RESULTS)) {
          uncut(node);
        } else if (node instanceof Element && node.querySelector(RESULTS)) {
          node.querySelectorAll(RESULTS).forEach(uncut);
        }
      });
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
})();
