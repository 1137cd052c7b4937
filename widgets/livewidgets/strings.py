"""The words every game's widgets share (the stepper, loading, refusals), in English, French
and Traditional Chinese; each game's own words live in its widget package.

Simplified Chinese is generated from the Traditional table by OpenCC into
:mod:`livewidgets.strings_hans` (``python -m sitebuild.hans``), because the browser cannot run
OpenCC; a test keeps it current. Each entry is a whole phrase with named slots.
"""

from __future__ import annotations

from typing import Any

LANGS = ("en", "fr", "zh", "zh-Hans")


UI: dict[str, dict[str, str]] = {
    "en": {
        "before": "Before",
        "after": "After",
        "steps": "Step by step",
        "step_count": "Step {n} of {total}",
        "step_start": "Start: the position before anything happens.",
        "first": "Start",
        "prev": "Back",
        "next": "Next",
        "last": "End",
        "stepper": "Steps of the example",
        "loading": "Loading the rules engine: {loaded} of {total}",
        "megabytes": "{n} MB",
        "start_error": "The live example could not start ({error}). The worked example above "
                       "still applies.",
        "edit_error": "Not applied: {error}",
        "reset": "Back to the worked example",
        "outcome": "Outcome:",
    },
    "fr": {
        "before": "Avant",
        "after": "Après",
        "steps": "Pas à pas",
        "step_count": "Étape {n} sur {total}",
        "step_start": "Départ : la position avant que rien ne se passe.",
        "first": "Début",
        "prev": "Précédent",
        "next": "Suivant",
        "last": "Fin",
        "stepper": "Étapes de l'exemple",
        "loading": "Chargement du moteur de règles : {loaded} sur {total}",
        "megabytes": "{n} Mo",
        "start_error": "L'exemple interactif n'a pas pu démarrer ({error}). L'exemple "
                       "ci-dessus reste valable.",
        "edit_error": "Modification refusée : {error}",
        "reset": "Revenir à l'exemple",
        "outcome": "Résultat :",
    },
    "zh": {
        "before": "之前",
        "after": "之後",
        "steps": "逐步說明",
        "step_count": "第 {n} 步，共 {total} 步",
        "step_start": "開始：任何事發生之前的局面。",
        "first": "開頭",
        "prev": "上一步",
        "next": "下一步",
        "last": "結尾",
        "stepper": "範例的步驟",
        "loading": "正在載入規則引擎：{loaded}／{total}",
        "megabytes": "{n} MB",
        "start_error": "互動範例無法啟動（{error}）。上方的範例仍然有效。",
        "edit_error": "未套用：{error}",
        "reset": "回到範例",
        "outcome": "結果：",
    },
}


def _add_simplified() -> None:
    """Register the generated Simplified Chinese table (absent only while bootstrapping)."""
    try:
        from . import strings_hans
    except ImportError:  # pragma: no cover - before the first generation
        return
    UI["zh-Hans"] = strings_hans.UI


_add_simplified()


def check_lang(lang: str) -> str:
    """``lang`` itself, or a ValueError naming the languages the widgets speak."""
    if lang not in UI:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    return lang


def ui(key: str, lang: str, **slots: Any) -> str:
    """The phrase ``key`` in ``lang`` with its slots filled (not escaped: escape when writing
    HTML)."""
    return UI[check_lang(lang)][key].format(**slots)
