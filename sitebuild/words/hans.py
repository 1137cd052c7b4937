"""Simplified Chinese, derived from the hand-written Traditional Chinese at build time.

One converter for the whole site: the pages (:mod:`sitebuild.words.simplified`) and the message
catalogues (:mod:`sitebuild.words.catalogues`) both call :func:`to_simplified`, so a reader never sees
one word in the pages and another in the widgets. Nothing it makes is committed.

OpenCC's ``tw2sp`` profile converts both the script and Taiwan's vocabulary (程式→程序,
載入→加载, 檔案→文件...), which ``t2s`` leaves in place. It over-converts a few words, so
:data:`OVERRIDES` fixes them, and pins the vocabulary changes the site relies on: each listed
Traditional phrase is cut out before OpenCC runs and replaced by its fixed Simplified form.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from opencc import OpenCC

PROFILE = "tw2sp"

OVERRIDES: Mapping[str, str] = {
    # tw2sp gets these wrong for this site
    "預設": "默认",        # not 预设
    "紀錄": "记录",        # not 纪录 (a sports record)
    "資料來源": "资料来源",  # not 数据源
    "複製": "复制",        # not 拷贝
    "哥布林": "哥布林",    # goblin; not 哥布尔 (布林 is Taiwan's word for Boolean)
    # tw2sp gets these right; pinned so an OpenCC update cannot change them silently
    "程式": "程序",
    "機率": "概率",
    "設定": "设置",
    "載入": "加载",
    "匯入": "导入",
    "匯出": "导出",
    "檔案": "文件",
    "連結": "链接",
    "元件": "组件",
}
"""Traditional phrase -> the only Simplified form the site uses. 著 as a particle (看著→看着)
is left to tw2sp's phrase tables, which tell it from 著 in 著作 or 顯著; a test pins both."""

_FIXED = {**{s: s for s in OVERRIDES.values()}, **OVERRIDES}
"""Each override, and each override's result as itself: tw2sp would read 程序 as Taiwan's word
for a process and make it 进程, so converting twice (or Traditional text that already uses a
mainland word) must leave it alone."""
_OVERRIDE = re.compile("|".join(re.escape(k) for k in sorted(_FIXED, key=len, reverse=True)))


@lru_cache(maxsize=1)
def _converter() -> OpenCC:
    return OpenCC(PROFILE)


def to_simplified(text: str) -> str:
    """Traditional (Taiwan) -> Simplified (mainland) Chinese, with :data:`OVERRIDES`.

    Idempotent on its own output, so a test can check that a page holds no Traditional text
    left by converting it again."""
    convert = _converter().convert
    parts: list[str] = []
    start = 0
    for match in _OVERRIDE.finditer(text):
        parts += [str(convert(text[start:match.start()])) if match.start() > start else "",
                  _FIXED[match[0]]]
        start = match.end()
    parts.append(str(convert(text[start:])) if start < len(text) else "")
    return "".join(parts)
