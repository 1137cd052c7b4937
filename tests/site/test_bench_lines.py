"""The line-count benchmark counts what ``wc -l`` counts, per kind of code file, and nothing else."""

from __future__ import annotations

from pathlib import Path

from sitebuild.bench.lines import line_counts, table


def test_line_counts_count_each_kind_of_code_file_and_skip_the_rest(tmp_path: Path) -> None:
    (tmp_path / "pkg" / "__pycache__").mkdir(parents=True)
    (tmp_path / "pkg" / "a.py").write_text("x = 1\n\ny = 2\n", "utf-8")
    (tmp_path / "pkg" / "__pycache__" / "a.py").write_text("cached\n", "utf-8")
    (tmp_path / "b.js").write_text("let a;\nlet b;", "utf-8")   # a last line without a newline counts
    (tmp_path / "c.css").write_text("p{}\n", "utf-8")
    (tmp_path / "notes.md").write_text("prose\nprose\n", "utf-8")
    assert line_counts(tmp_path) == {".py": 3, ".js": 2, ".css": 1}


def test_the_table_sets_the_two_folders_side_by_side_with_their_ratio(tmp_path: Path) -> None:
    (tmp_path / "engine").mkdir()
    (tmp_path / "widgets").mkdir()
    (tmp_path / "engine" / "e.py").write_text("a\n" * 40, "utf-8")
    (tmp_path / "widgets" / "w.js").write_text("b\n" * 10, "utf-8")
    rows = table(tmp_path)
    assert rows[-2].split() == ["total", "40", "10"]
    assert "0.25" in rows[-1]
