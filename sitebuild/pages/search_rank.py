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
"""

from __future__ import annotations

WHOLE_BOOST = 10
"""How much more a whole word of the query weighs than a word it starts."""

WORKER_RANK = (
    # transform(): each term of the query, as material ships it: a prefix search
    (".map(r=>/(^[+-]|[~^]\\d+$)/.test(r)?r:`${r}*`)",
     ".map((r,n,a)=>/(^[+-]|[~^]\\d+$)/.test(r)?r:/\\p{sc=Han}|\\*$/u.test(r)?`${r}*`"
     f":n<a.length-1?r:`${{r}}^{WHOLE_BOOST} ${{r}}*`)"),
)
"""Material's minified query ``transform`` (src/.../search/query/transform): (as shipped,
mended). Applied by :func:`.search_cut.mend_worker` with the Chinese mends."""
