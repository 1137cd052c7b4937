"""Simplified Chinese: one converter (the site's phrase table, OpenCC tw2s, mainland quotation
marks) for pages and catalogues, generated at build time and never committed; every game's
glossary terms survive it, and the outputs a native reader flagged never come back."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from engine.discovery import entry_ids
from sitebuild.words import glossary
from sitebuild.words.catalogues import GENERATED, ROOT, domains, read
from sitebuild.words.hans import PHRASES, to_simplified
from sitebuild.words.simplified import game_of, glossary_problems, glossary_terms, page_text
from tests.site.testkit import BuiltSite

# Traditional (Taiwan) text -> what a mainland reader expects: Taiwan words the site uses, in
# their mainland form, and ordinary prose that a blanket phrase table (OpenCC tw2sp) rewrote.
EXPECTED = {
    "預設值": "默认值",
    "預設不移除": "默认不移除",
    "遊戲紀錄": "游戏记录",
    "資料來源": "资料来源",
    "複製連結": "复制链接",
    "程式": "程序",
    "機率": "概率",
    "遊戲設定": "游戏设置",
    "正在載入規則": "正在加载规则",
    "匯入": "导入",
    "匯出": "导出",
    "檔案": "文件",
    "連結": "链接",
    "看著": "看着",
    "接著補貨": "接着补货",
    "著作": "著作",
    "顯著": "显著",
    "巨龍恩寵": "巨龙恩宠",
    "哥布林小徑": "哥布林小径",   # 布林 is Taiwan's "Boolean": tw2sp would write 哥布尔
    # ordinary prose stays itself (tw2sp: 路在线, 这两条在线, 顺串行出, 运行, 用户, 刷新)
    "若這回合那條路線上已有登山者": "若这回合那条路线上已有登山者",
    "卻不在這兩條線上": "却不在这两条线上",
    "板塊依放置順序列出": "板块依放置顺序列出",
    "輪到的玩家只能執行一個行動": "轮到的玩家只能执行一个行动",
    "工具只加強使用者本來就會的事": "工具只加强使用者本来就会的事",
    "連同例子重新整理一遍": "连同例子重新整理一遍",
    # interface words in their mainland form
    "復原上一次選擇": "撤销上一次选择",
    "預設收合": "默认收起",
    "回傳的結果": "返回的结果",
    "普普藝術": "波普艺术",
    "未知的存檔版本": "未知的存档版本",
    "必須是 JSON 物件": "必须是 JSON 对象",
    "並以一行訊息指出欄位": "并以一行信息指出字段",
    "第 {line} 行第 {column} 欄": "第 {line} 行第 {column} 列",
    "互動範例無法啟動": "互动示例无法启动",
    "每一行都連結到完整規則": "每一行都链接到完整规则",
    "說明計算器如何套用它": "说明计算器如何应用它",
    "計算器把它套用在單一局上": "计算器把它应用在单一局上",
    "能把它們套用到你設定的任何一局": "能把它们应用到你设置的任何一局",
    "連結到套用這個選擇的每一頁": "链接到采用这个选择的每一页",
    "見其線上說明與出版商的介紹": "见其在线说明与出版商的介绍",
    "總部擴充": "总部扩展",
    "砲兵": "炮兵",
    "請把裝置交給": "请把设备交给",
    "多人共用一個螢幕時": "多人共用一个屏幕时",
    "讓一支手機在桌邊輪流傳遞": "让一部手机在桌边轮流传递",
    "線上版的做法": "在线版的做法",
    "其他功能都收在「更多」選單裡": "其他功能都收在“更多”菜单里",
    "新比賽留在工具列上": "新比赛留在工具栏上",
    "計算器會拒絕把工具列在人物之中": "计算器会拒绝把工具列在人物之中",  # 列 a verb here
    "暫停機器人或略過等待": "暂停机器人或跳过等待",
    "都有專案儲存庫中的一個自動化測試": "都有项目仓库中的一个自动化测试",
    "本站的原始碼儲存庫": "本站的源代码仓库",
    "引擎裡的一段程式碼": "引擎里的一段代码",
    "也能在終端機裡使用": "也能在终端里使用",
    "檔名寫成 `-` 時": "文件名写成 `-` 时",
    "（情境檔、匯入的資料、分享連結）": "（情境文件、导入的数据、分享链接）",
    "目前也沒有網路連線可以載入": "目前也没有网络连接可以加载",
    "請回報這個問題），同時會印出呼叫堆疊": "请报告这个问题），同时会打印调用栈",
    "和完整的呼叫堆疊": "和完整的调用栈",
    "搶先破案有回報": "抢先破案有回报",        # a reward for speed stays a reward
    "暗中拿一張身分牌": "暗中拿一张身份牌",
    "活著的玩家都回復 1 點生命值": "活着的玩家都恢复 1 点生命值",
    # a bare 列 is a row in Taiwan and a column on the mainland
    "第一列是大家最常弄錯的": "第一行是大家最常弄错的",
    "從樹幹那一列往上共 7 列，每列": "从树干那一行往上共 7 行，每行",
    "橫列與直行": "横列与直行",      # a game's words, chosen to read the same in both
    # quotation marks
    "按「修改這個範例」": "按“修改这个示例”",
    "「他說『好』」": "“他说‘好’”",
}

KNOWN_BAD = {
    "路在线": "路線上 (on the track) read as 路 + 線上 (online)",
    "条在线": "這兩條線上 (on these two lines) read as 線上 (online)",
    "在在线": "壓在線上 (on the line) read as 線上 (online)",
    "在线的部": "虛線上的部隊 (units on the dotted line)",
    "串行出": "順序列出 (listed in order) read as 序列 (serial) + 出",
    "运行一个行动": "執行一個行動: a player carries out (执行) an action",
    "运行行动": "執行行動",
    "用户": "使用者: whoever uses a tool in the game, not a software user",
    "刷新": "重新整理: to rework a page, not to reload it",
    "繁体中文": "the Simplified site's glossary tables hold Simplified terms",
    "复原": "Undo is 撤销",
    "乱数": "a random seed is 随机种子",
    "收合": "collapsed is 收起",
    "回传": "returned is 返回",
    "普普": "Pop Art is 波普艺术",
    "存盘": "a saved game is 存档",
    "哥布尔": "哥布林: 布林 is not Boolean here",
    "数据源": "a source consulted is 资料来源",
    "拷贝": "copy is 复制",
    "选单": "a menu is 菜单",
    "身分": "a hidden role is 身份",
    "回复": "regaining life is 恢复 (回复 is a reply)",
    "工具列上": "a toolbar is 工具栏",
    "略过": "skip is 跳过",
    "专案": "a project is 项目",
    "储存库": "a repository is 仓库",
    "保存库": "a repository is 仓库",
    "程序码": "code is 代码",
    "终端机": "a terminal is 终端",
    "堆叠": "a call stack is 调用栈",
    "网路": "a network is 网络",
    "连线": "a connection is 连接; online is 联网",
    "纪录": "a log is 记录",
    "预设": "default is 默认",
    "机率": "probability is 概率",
    "萤幕": "screen is 屏幕",
    "连结": "link is 链接",
    "程式": "program is 程序",
    "载入": "load is 加载",
    "档案": "file is 文件",
    "讯息": "message is 信息",
    "栏位": "a JSON field is 字段",
    "物件": "a JSON object is 对象",
    "砲": "artillery is 炮兵",
    "扩充": "an expansion is 扩展",
    "范例": "a worked example is 示例",
    "连到": "a link goes 链接到 a page (Taiwan's 連到)",
    "「": "quotation marks are “”",
    "」": "quotation marks are “”",
    "『": "inner quotation marks are ‘’",
    "』": "inner quotation marks are ‘’",
}
"""Outputs that must never appear on the Simplified site (pages and catalogues): each one a
native reader flagged, and why. 繁体中文 is checked on pages only outside a sentence that names
the Traditional pages themselves (see :func:`bad_outputs`)."""

NAMES_TRADITIONAL = re.compile(r"繁体中文(简介|版本|和简体中文)")
"""Sentences that rightly name Traditional Chinese: a source's 繁体中文简介, the home page's
English, French and 繁体中文版本, its four languages (…繁体中文和简体中文版本)."""


def bad_outputs(text: str) -> list[str]:
    """Every known-bad output found in ``text``, with its reason."""
    text = NAMES_TRADITIONAL.sub("", text)
    return [f"{bad!r}: {why}" for bad, why in KNOWN_BAD.items() if bad in text]


def zh_strings() -> list[str]:
    """Every hand-written Traditional msgstr of every catalogue."""
    return [s for domain in domains() if domain.po("zh").exists()
            for m in read(domain.po("zh")) if m.id
            for s in (m.string if isinstance(m.string, tuple) else (m.string,))]


@pytest.mark.parametrize("traditional, simplified", EXPECTED.items())
def test_conversion_uses_mainland_words(traditional: str, simplified: str) -> None:
    assert to_simplified(traditional) == simplified


def test_every_phrase_applies_inside_a_sentence() -> None:
    for traditional, simplified in PHRASES.items():
        assert to_simplified(f"請把{traditional}留著。") == f"请把{simplified}留着。"


def test_every_phrase_is_used_by_the_site() -> None:
    """The table is the site's vocabulary, not a dictionary: each phrase is in a page or a
    catalogue, so a reader can check it in context."""
    sources = "\n".join([p.read_text(encoding="utf-8") for p in (ROOT / "docs/zh").rglob("*.md")]
                        + zh_strings())
    assert [phrase for phrase in PHRASES if phrase not in sources] == []


def test_known_bad_outputs_are_caught() -> None:
    assert bad_outputs("若这回合那条路在线已有登山者") and bad_outputs("「复原」")
    assert bad_outputs("| English | Français | 繁体中文 |")
    assert bad_outputs("包含繁体中文简介") == [] and bad_outputs("路线上") == []


def test_no_known_bad_output_comes_from_the_sources() -> None:
    """Every Traditional page and msgstr, converted: none of the outputs a reader flagged."""
    pages = sorted((ROOT / "docs/zh").rglob("*.md"))
    assert len(pages) > 100
    problems = [f"{page.relative_to(ROOT)}: {bad}" for page in pages
                for bad in bad_outputs(page_text(page.read_text(encoding="utf-8")))]
    problems += [f"{text[:40]!r}: {bad}" for text in zh_strings()
                 for bad in bad_outputs(to_simplified(text))]
    assert problems == []


def test_every_games_glossary_terms_survive_in_its_catalogue() -> None:
    """Each game's Chinese glossary forms, counted in each msgstr of its catalogue before and
    after conversion (the pages are checked by the build, and in the built site below)."""
    checked = set()
    for domain in domains():
        if not domain.po("zh").exists() or domain.name not in entry_ids():
            continue
        terms = glossary_terms(domain.name)
        for message in read(domain.po("zh")):
            for text in (message.string if isinstance(message.string, tuple)
                         else (message.string,)):
                assert glossary_problems(text, to_simplified(text), domain.name, terms) == []
        checked.add(domain.name)
    with_glossary = {game for game in entry_ids() if glossary.path_of(game).exists()}
    assert len(with_glossary) > 1 and with_glossary <= checked


def test_text_without_chinese_is_untouched() -> None:
    text = "{player} ({seat}) — 3 × Axe, https://example.org/?q=1"
    assert to_simplified(text) == text
    assert to_simplified("") == ""


def test_generated_catalogues_are_the_conversion_of_the_traditional_ones() -> None:
    """Each generated .po holds exactly to_simplified() of every hand-written msgstr (before
    the build's typography, which only touches French)."""
    checked = 0
    for domain in domains():
        for lang, (source, convert) in GENERATED.items():
            if not domain.po(source).exists():
                continue
            generated = read(domain.po(lang))
            for message in read(domain.po(source)):
                if not message.id:
                    continue
                twin = generated.get(message.id, message.context)
                assert twin is not None, message.id
                strings = message.string if isinstance(message.string, tuple) else (
                    message.string,)
                twins = twin.string if isinstance(twin.string, tuple) else (twin.string,)
                assert twins == tuple(convert(s) for s in strings), message.id
                checked += 1
    assert checked > 100


def test_generated_and_compiled_files_are_never_committed() -> None:
    listed = subprocess.run(["git", "ls-files", "engine", "widgets"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.split()
    tracked = [path for path in listed if (ROOT / path).exists()]   # not deleted meanwhile
    generated = [path for path in tracked
                 if path.endswith((".mo", "_hans.py", "formats.json")) or "/zh-Hans/" in path]
    assert not generated, f"generated files are tracked by git: {generated}"
    # and they exist (the build made them), where the standard gettext module looks
    for domain in domains():
        if domain.po("zh").exists():
            assert domain.po("zh-Hans").exists() and domain.mo("zh-Hans").exists()


def test_converting_twice_changes_nothing() -> None:
    """The site's tests look for Traditional text left in a page by converting it again; tw2sp
    alone would turn the 程序 it wrote into 进程 (Taiwan's word for a process)."""
    assert to_simplified("程式") == to_simplified(to_simplified("程式")) == "程序"
    texts = [page.read_text(encoding="utf-8") for page in (ROOT / "docs/zh").rglob("*.md")]
    for domain in domains():
        if domain.po("zh").exists():
            texts += [s for m in read(domain.po("zh")) if m.id
                      for s in (m.string if isinstance(m.string, tuple) else (m.string,))]
    assert len(texts) > 100
    for text in texts:
        once = to_simplified(text)
        assert to_simplified(once) == once, once[:200]


@pytest.mark.xdist_group("site")
def test_built_simplified_site_has_no_known_bad_output(site: BuiltSite) -> None:
    """The built Simplified pages (their article text) and generated catalogues."""
    hans = site.root / "zh-hans"
    pages = [p for p in hans.rglob("*.html") if p.name != "404.html"]
    assert len(pages) > 100
    problems = [f"{page.relative_to(hans)}: {bad}" for page in pages
                for bad in bad_outputs(_article(page))]
    for domain in domains():
        if domain.po("zh-Hans").exists():
            problems += [f"{domain.po('zh-Hans').relative_to(ROOT)}: {text[:40]!r}: {bad}"
                         for m in read(domain.po("zh-Hans")) if m.id
                         for text in (m.string if isinstance(m.string, tuple) else (m.string,))
                         for bad in bad_outputs(text)]
    assert problems == []


@pytest.mark.xdist_group("site")
def test_built_glossary_tables_name_simplified_chinese(site: BuiltSite) -> None:
    """A glossary table heads its Chinese column 繁體中文 on the Traditional site and 简体中文,
    over Simplified terms, on the Simplified one."""
    heading = re.compile(r"<th[^>]*>([^<]*中文)</th>")
    tables = [page for page in (site.root / "zh").glob("*/glossary/index.html")
              if "繁體中文" in heading.findall(page.read_text(encoding="utf-8"))]
    assert len(tables) >= 10
    for page in tables:
        twin = site.root / "zh-hans" / page.relative_to(site.root / "zh")
        heads = heading.findall(twin.read_text(encoding="utf-8"))
        assert heads and set(heads) == {"简体中文"}, twin


def _article(page: Path) -> str:
    html = page.read_text(encoding="utf-8")
    return re.sub(r"<[^>]+>", " ", html[html.find("<article"):html.find("</article>")])


def test_the_sites_own_words_survive_in_every_catalogue_and_page() -> None:
    """One term per concept on the Simplified site too: each Chinese form of the site glossary
    (範例, 情境, 局面...) comes out of the conversion as its one Simplified form, as often as
    the Traditional text writes it, in every catalogue and every page (issue 21)."""
    site = glossary.load_site()
    terms = {form: to_simplified(form) for form in site.forms("zh")}
    assert len(terms) >= 10
    problems = []
    for domain in domains():
        if domain.po("zh").exists():
            for message in read(domain.po("zh")):
                for text in (message.string if isinstance(message.string, tuple)
                             else (message.string,)):
                    problems += glossary_problems(text, to_simplified(text), domain.name, terms)
    pages = sorted((ROOT / "docs" / "zh").rglob("*.md"))
    assert len(pages) > 50
    for page in pages:
        text = page.read_text(encoding="utf-8")
        problems += glossary_problems(text, page_text(text), page.name, terms)
    assert problems == []
