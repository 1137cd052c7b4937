from typing import Any, Mapping


def static_html(config: Mapping[str, Any], lang: str) -> str:
    stones = "●" * int(config["pile"])
    return f'<p class="nim-pile" aria-label="{config["pile"]}">{stones}</p>'
