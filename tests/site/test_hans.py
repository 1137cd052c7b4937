"""Simplified Chinese: one converter (OpenCC tw2sp + the site's overrides) for pages and
catalogues, generated at build time and never committed."""

from __future__ import annotations

import subprocess

import pytest

from sitebuild.words.catalogues import GENERATED, ROOT, domains, read
from sitebuild.words.hans import OVERRIDES, to_simplified

# Traditional (Taiwan) text -> what a mainland reader expects, including where tw2sp alone goes
# wrong (預設, 紀錄, 資料來源, 複製) and where plain t2s would leave Taiwan usage in place.
EXPECTED = {
    "預設值": "默认值",
    "預設不移除": "默认不移除",
    "遊戲紀錄": "游戏记录",
    "資料來源": "资料来源",
    "複製連結": "复制链接",
    "程式": "程序",
    "機率": "概率",
    "遊戲設定": "游戏设置",
    "正在載入規則引擎": "正在加载规则引擎",
    "匯入": "导入",
    "匯出": "导出",
    "檔案": "文件",
    "連結": "链接",
    "元件": "组件",
    "看著": "看着",
    "接著補貨": "接着补货",
    "著作": "著作",
    "顯著": "显著",
    "巨龍恩寵": "巨龙恩宠",
    "哥布林小徑": "哥布林小径",   # 布林 is Taiwan's "Boolean": tw2sp would write 哥布尔
}


@pytest.mark.parametrize("traditional, simplified", EXPECTED.items())
def test_conversion_uses_mainland_words(traditional: str, simplified: str) -> None:
    assert to_simplified(traditional) == simplified


def test_every_override_applies_inside_a_sentence() -> None:
    for traditional, simplified in OVERRIDES.items():
        assert to_simplified(f"請把{traditional}留著。") == f"请把{simplified}留着。"


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
