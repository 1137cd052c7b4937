"""Whole words before parts of words in the results (review 36, C1).

Material's search worker turns every word of a query into a prefix search (``vin`` searches
``vin*``), and lunr scores a word that merely starts with the query as high as the word
itself. A reader on a French phone who typed "pot-de-vin" got "Quatre-vingts cartes, vingt
par couleur" (``vin`` inside ``vingt``) before "Corrompre le Dragon".

:data:`WORKER_RANK` mends the query the worker builds, for words in Latin script:

- a word followed by another one is finished: it is searched whole (``pot de`` in
  "pot-de-vin"), not as a prefix;
- the last word may still be being typed: it is searched whole with a boost of
  :data:`WHOLE_BOOST` and as a prefix, so "brib" still finds "bribe", and "vin" ranks the
  pages holding "vin" above those holding "vingt".

Chinese words (cut by :mod:`.search_cut`, already ending with ``*``) and words the reader wrote
with lunr's operators (``+word``, ``-word``, ``word~1``, ``word^2``) are searched as before.

It also mends which words a result lists as not found (review 37, C3: every French result
ended "Non trouvé: de", struck, "de" in the match): the page's language drops its stop words
from the query (``lunr.fr.stopWordFilter``), but material spares only English ones from that
list; a word any loaded language drops is not listed. And in French the list's label takes
the narrow no-break space before material's colon (:func:`french_missing`). What the index
leaves out is :mod:`.search_skip`'s.
"""

from __future__ import annotations

WHOLE_BOOST = 10
"""How much more a whole word of the query weighs than a word it starts."""

WORKER_RANK = (
    # transform(): each term of the query, as material ships it: a prefix search
    (".map(r=>/(^[+-]|[~^]\\d+$)/.test(r)?r:`${r}*`)",
     ".map((r,n,a)=>/(^[+-]|[~^]\\d+$)/.test(r)?r:/\\p{sc=Han}|\\*$/u.test(r)?`${r}*`"
     f":n<a.length-1?r:`${{r}}^{WHOLE_BOOST} ${{r}}*`)"),
    # the words of the query no result matched, but a stop word (dropped from the query) is
    # not listed as missing: any loaded language's, not only English's
    ("for(let s of r)(i=lunr.stopWordFilter)!=null&&i.call(lunr,s.term)&&(n[s.term]=!1)",
     "for(let s of r)[lunr,...Object.values(lunr)].every(l=>typeof l?.stopWordFilter!="
     "\"function\"||l.stopWordFilter(s.term))&&(n[s.term]=!1)"),
)
"""Material's minified query ``transform`` (src/.../search/query/transform): (as shipped,
mended). Applied by :func:`.search_cut.mend_worker` with the Chinese mends."""


MISSING_FR = '"search.result.term.missing": "Non trouv\\u00e9"'
"""The French label of the words not found, as material writes it into a page's config."""


def french_missing(page: str) -> str:
    """A French page's label of the words not found with a narrow no-break space at its end:
    material writes ": " after it (French typography: "Non trouvé : de")."""
    return page.replace(MISSING_FR, MISSING_FR[:-1] + '\\u202f"')
