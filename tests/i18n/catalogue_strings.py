"""Every translated string of every catalogue in one language: what the language tests of the
site and of each game read (a game's own tests keep to its domain)."""

from __future__ import annotations

from sitebuild.words.catalogues import domains, read


def msgstrs(lang: str) -> list[tuple[str, str]]:
    """(domain, msgstr) for every entry of every domain in ``lang`` (each plural form apart)."""
    out = []
    for domain in domains():
        if domain.po(lang).exists():
            for message in read(domain.po(lang)):
                if message.id:
                    strings = message.string if isinstance(message.string, (tuple, list)) \
                        else (message.string,)
                    out += [(domain.name, s) for s in strings]
    return out


def domain_msgstrs(domain: str, lang: str) -> list[str]:
    """The translated strings of one domain (a game's catalogue, or "shared")."""
    found = [text for name, text in msgstrs(lang) if name == domain]
    assert found, f"no {lang} strings in the {domain} catalogue"
    return found
