"""Simplified Chinese, derived from the hand-written Traditional Chinese at build time.

One converter for the whole site: the pages (:mod:`sitebuild.words.simplified`) and the message
catalogues (:mod:`sitebuild.words.catalogues`) both call :func:`to_simplified`, so a reader never sees
one word in the pages and another in the widgets. Nothing it makes is committed.

Three steps, in this order:

1. :data:`PHRASES`, the site's own Taiwan -> mainland vocabulary, read by a native reader: each
   listed Traditional phrase is cut out of the text and replaced by its fixed Simplified form.
2. OpenCC's ``tw2s`` profile on the rest: the script and Taiwan's character variants only,
   never vocabulary. (``tw2sp`` also swaps Taiwan words for mainland ones, but by longest match
   over a general phrase table that rewrites ordinary rules prose: 路線上 -> 路在线,
   這兩條線上 -> 这两条在线, 順序列出 -> 顺串行出, 執行 -> 运行, 使用者 -> 用户,
   重新整理 -> 刷新. ``tests/site/test_hans.py`` keeps those outputs out of the site.)
3. :data:`QUOTES`: the mainland's “” and ‘’ for Taiwan's 「」 and 『』.

A Taiwan word that the pages or catalogues start to use goes into :data:`PHRASES`, with its
mainland form, never into a general table: a phrase is listed only where it means the same thing
in every sentence of the site that holds it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from opencc import OpenCC

PROFILE = "tw2s"
"""Script and Taiwan character variants (臺 -> 台, 著 -> 着 as a particle but not in 著作 or
顯著): OpenCC's character-level conversion, with no vocabulary table."""

PHRASES: Mapping[str, str] = {
    # --- interface and computing words (widgets, sandboxes, error messages) --------------------
    "預設": "默认",
    "紀錄": "记录",            # not 纪录 (a sports record)
    "程式": "程序",
    "這支程式": "这个程序",    # 支 counts programs only in Taiwan
    "一支小程式": "一个小程序",
    "機率": "概率",
    "設定": "设置",
    "載入": "加载",
    "匯入": "导入",
    "匯出": "导出",
    "檔案": "文件",
    "連結": "链接",
    "復原": "撤销",            # Undo (還原, to restore, stays 还原)
    "收合": "收起",
    "回傳": "返回",
    "呼叫": "调用",            # a program calling the calculator
    "命令列": "命令行",
    "物件": "对象",            # a JSON object, the only sense on the site
    "欄位": "字段",            # a field of the JSON input
    "{column} 欄": "{column} 列",  # "line {line}, column {column}"
    "字串": "字符串",
    "定位字元": "制表符",
    "控制字元": "控制字符",
    "字元": "字符",
    "位元組": "字节",
    "巢狀": "嵌套",
    "跳脫序列": "转义序列",
    "反斜線": "反斜杠",
    "訊息": "信息",
    "資訊": "信息",
    "情境資料": "情境数据",
    "資料提供": "数据提供",    # a deck given as data
    "資料的形式": "数据的形式",
    "當作資料": "当作数据",
    "讀入的任何資料": "读入的任何数据",
    "匯入的資料": "导入的数据",
    "單純的資料": "单纯的数据",    # a game saved as plain data
    "開放原始碼": "开源代码",
    "原始碼": "源代码",
    "網路": "网络",
    "儲存": "保存",
    "貼上": "粘贴",
    "複製": "复制",            # not 拷贝
    "點選": "点击",
    "圖示": "图标",
    "螢幕": "屏幕",
    "裝置": "设备",            # the phone or computer a reader passes around
    "一支手機": "一部手机",    # 支 counts phones only in Taiwan
    "列印": "打印",
    "印出一行": "输出一行",    # a message the command line prints (a page's 印出的算式 stays)
    "部落格": "博客",
    "瀏覽器裡執行": "浏览器里运行",  # a program runs; a player 執行 an action (执行 stays)
    "線上版": "在线版",
    "在線上版，": "在线版中，",  # not 在在线版
    "線上遊戲": "在线游戏",
    "線上桌遊": "在线桌游",
    "線上平台": "在线平台",
    "線上說明": "在线说明",    # a game's online help
    "透過": "通过",
    "自訂": "自定",            # names the site chose itself
    "重播": "重放",            # replaying a game step by step
    "標頭": "页头",            # the header of a rules page
    "選單": "菜单",            # the sandbox's "More" menu
    "工具列上": "工具栏上",    # not bare 工具列: 把工具列在人物下 lists tools under a person
    "略過": "跳过",            # skip the bot's wait
    "範例": "示例",            # a worked example (范例 reads as Taiwan's or a textbook's)
    "連線時": "联网时",
    "網路連線": "网络连接",
    "專案": "项目",            # the site's project
    "儲存庫": "仓库",          # its repository (before 儲存 -> 保存)
    "程式碼": "代码",          # before 程式 -> 程序 (not 程序码)
    "終端機": "终端",
    "檔名": "文件名",
    "情境檔": "情境文件",
    "呼叫堆疊": "调用栈",
    "印出呼叫堆疊": "打印调用栈",
    "請回報這個問題": "请报告这个问题",  # a bug report (回報 as a reward stays)
    # --- game and rules vocabulary -----------------------------------------------------------------
    "資料來源": "资料来源",    # a source consulted, not 数据源
    "擴充": "扩展",            # a game's expansion
    "模組": "模块",            # an expansion's modules
    "水耕": "水培",            # a hydroponic farm (a card)
    "宣告": "宣布",            # to announce which units are ordered
    "普普藝術": "波普艺术",    # an art movement (a card)
    "身分": "身份",            # hidden roles (Taiwan's standard form is 身分)
    "回復": "恢复",            # to regain a life point
    "砲": "炮",                # 砲兵, artillery
    # 套用 reads as fitting a template on the mainland: a rule or reading the calculator
    # applies is 应用, a choice a page follows is 采用 (一概不套用 and 對…套用 stay).
    "如何套用": "如何应用",
    "套用到": "应用到",
    "套用在": "应用在",
    "套用這項解讀": "采用这项解读",
    "套用這個選擇": "采用这个选择",
    # 列 is a row in Taiwan and a column on the mainland (行 the reverse): bare 列 that means a row
    # becomes 行. A game that writes 橫列/直行 on purpose (readable in both) keeps them.
    "第一列": "第一行",
    "第二列": "第二行",
    "兩列。": "两行。",
    "列，每列": "行，每行",
    "樹幹那一列": "树干那一行",
    "往上數的列數": "往上数的行数",
    "該列上的位置": "该行上的位置",
    "列、左右各": "行、左右各",
    "列、樹幹左右各": "行、树干左右各",
}
"""Traditional (Taiwan) phrase -> the only Simplified (mainland) form the site uses. Longest
match first: 定位字元 before 字元."""

QUOTES: Mapping[str, str] = {"「": "“", "」": "”", "『": "‘", "』": "’"}
"""Taiwan's corner brackets -> the mainland's quotation marks, outer and inner."""

_PHRASE = re.compile("|".join(re.escape(k) for k in sorted(PHRASES, key=len, reverse=True)))
_QUOTES = str.maketrans(dict(QUOTES))


@lru_cache(maxsize=1)
def _converter() -> OpenCC:
    return OpenCC(PROFILE)


def to_simplified(text: str) -> str:
    """Traditional (Taiwan) -> Simplified (mainland) Chinese: :data:`PHRASES`, then OpenCC
    ``tw2s``, then :data:`QUOTES`.

    Idempotent on its own output, so a test can check that a page holds no Traditional text
    left by converting it again."""
    convert = _converter().convert
    parts: list[str] = []
    start = 0
    for match in _PHRASE.finditer(text):
        if match.start() > start:
            parts.append(str(convert(text[start:match.start()])))
        parts.append(PHRASES[match[0]])
        start = match.end()
    if start < len(text):
        parts.append(str(convert(text[start:])))
    return "".join(parts).translate(_QUOTES)
