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
 *
 * Material highlights a result by the positions of the index's words that matched. A part of a
 * Chinese word (龍 in 巨龍恩寵) matches through the extra fields that hold the parts, which are
 * never shown, so its results had no highlight at all (issue 22). The Chinese the reader typed
 * is marked in each result's title and text as material marks a word, and, as material does for
 * a match in the text, the text is cut down to the (at most two) blocks that hold it, so the
 * reader sees the word without scrolling through a whole section.
 *
 * Material draws each result as one item appended to its list, and empties that list for each
 * query; the list itself lives in the header, which instant navigation keeps (only the page's
 * container, title, logo and such are swapped), so watching the list's own children sees every
 * result and none of the marks placed in them.
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

  var LIST = ".md-search-result__list";
  var CUT = /\u200b/g;
  var HAN = /\p{sc=Han}+/gu;
  /** What a result shows besides its text: its icon, its title, its tags, its missing terms. */
  var NOT_TEXT = ".md-search-result__icon, h1, h2, .md-tags, .md-search-result__terms";
  var SHOWN_BLOCKS = 2;

  /** @param {Node} node */
  function uncut(node) {
    var walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (var text = walker.nextNode(); text; text = walker.nextNode()) {
      if (text.nodeValue && text.nodeValue.indexOf("\u200b") !== -1) {
        text.nodeValue = text.nodeValue.replace(CUT, "");
      }
    }
  }

  /**
   * The Chinese runs of the search box's value, as one pattern, longest first (龍 inside 巨龍
   * is marked once, as 巨龍); null when it holds no Chinese.
   * @returns {RegExp | null}
   */
  function typed() {
    var box = document.querySelector(SELECTOR);
    var runs = box instanceof HTMLInputElement ? box.value.match(HAN) : null;
    if (!runs) {
      return null;
    }
    runs.sort(function (a, b) { return b.length - a.length; });
    return new RegExp(runs.join("|"), "gu");
  }

  /**
   * Wrap each occurrence of ``words`` in a text of ``node`` in a mark, outside material's own
   * marks and struck-out missing terms.
   * @param {Element} node
   * @param {RegExp} words
   */
  function mark(node, words) {
    var texts = [];
    var walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (var text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!(text.parentElement && text.parentElement.closest("mark, del"))) {
        texts.push(text);
      }
    }
    texts.forEach(function (/** @type {Text} */ text) {
      var value = text.nodeValue || "";
      words.lastIndex = 0;
      if (!words.test(value)) {
        return;
      }
      var pieces = document.createDocumentFragment();
      var from = 0;
      value.replace(words, function (word, at) {
        pieces.append(value.slice(from, at));
        var marked = document.createElement("mark");
        marked.textContent = word;
        pieces.append(marked);
        from = at + word.length;
        return word;
      });
      pieces.append(value.slice(from));
      text.replaceWith(pieces);
    });
  }

  /**
   * Mark what the reader typed in one result (a page or a section): its title, and its text,
   * then show only the blocks of that text that hold a mark when material marked none of it.
   * @param {Element} article
   * @param {RegExp} words
   */
  function highlight(article, words) {
    var blocks = [];
    Array.from(article.childNodes).forEach(function (node) {
      if (node instanceof Element) {
        if (node.matches(NOT_TEXT)) {
          mark(node, words);
        } else {
          blocks.push(node);
        }
      } else if (node.nodeType === Node.TEXT_NODE && (node.nodeValue || "").trim()) {
        // bare text of the section: held in a span, to be kept or left out as one block
        var span = document.createElement("span");
        article.insertBefore(span, node);
        span.append(node);
        blocks.push(span);
      }
    });
    var markedBefore = blocks.some(function (block) { return block.querySelector("mark"); });
    blocks.forEach(function (block) { mark(block, words); });
    if (markedBefore) {
      return;   // material chose the blocks already
    }
    var holding = blocks.filter(function (block) { return block.querySelector("mark"); });
    if (!holding.length) {
      return;
    }
    var kept = holding.slice(0, SHOWN_BLOCKS);
    blocks.forEach(function (block) {
      if (kept.indexOf(block) === -1) {
        block.remove();
      }
    });
  }

  /** @param {Node} item */
  function show(item) {
    uncut(item);
    var words = typed();
    if (words && item instanceof Element) {
      item.querySelectorAll("article").forEach(function (article) { highlight(article, words); });
    }
  }

  var list = document.querySelector(LIST);
  if (list) {
    new MutationObserver(function (changes) {
      changes.forEach(function (change) { change.addedNodes.forEach(show); });
    }).observe(list, { childList: true });
  }
})();
