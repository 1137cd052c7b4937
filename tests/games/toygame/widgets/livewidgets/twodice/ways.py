from typing import Any, Mapping

from engine import registry


def static_html(config: Mapping[str, Any], lang: str) -> str:
    answer = registry.calculator("twodice").calc({"calc": "sum", "total": config["total"]})
    return f'<p class="twodice-ways">{answer["ways"]}/{answer["of"]}</p>'
