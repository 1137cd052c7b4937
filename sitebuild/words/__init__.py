"""Languages and words: gettext catalogues, glossaries, Simplified Chinese, French
typography and the translation drift check."""
