# The project's front door. Every target installs what it needs first, so a fresh
# machine only ever types `make serve` or `make test`.
PY      := .venv/bin/python
VENV    := .venv/.installed
NODE    := node_modules/.installed
BROWSER := /usr/bin/chromium
CJK_FONT := /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
# Compiled message catalogues (never committed): remade when a hand-written .po, a source that
# marks words for translation, or the build step itself changes.
CATALOGUES := engine/locale/formats.json
PO_FILES   := $(shell find engine -path '*/LC_MESSAGES/*.po' -not -path '*/zh-Hans/*')
PY_SOURCES := $(shell find engine widgets/livewidgets -name '*.py' -not -path '*/__pycache__/*')
export NO_MKDOCS_2_WARNING := 1
# Python keeps its bytecode caches (__pycache__, ignored by git, left out of the browser's
# wheel): the tests start many short Python processes (the command lines, the site's
# build), which then read the engine compiled instead of compiling it again; the CLI tests'
# CPU fell by 15% (52 -> 45 s) when they stopped being forbidden (PYTHONDONTWRITEBYTECODE).
# The installs are independent (Python's venv, npm, Debian's packages): on a fresh machine they
# download and unpack side by side. Every rule names what it needs, so parallel runs stay correct.
MAKEFLAGS += --jobs=4

.PHONY: test test-fast site serve bench deps lint clean catalogues

deps: $(VENV) $(NODE) $(BROWSER) $(CJK_FONT) $(CATALOGUES)

$(VENV): requirements.txt pyproject.toml
	test -x $(PY) || python3 -m venv .venv
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	touch $@

catalogues: $(CATALOGUES)

$(CATALOGUES): $(VENV) $(PO_FILES) $(PY_SOURCES) sitebuild/words/catalogues.py \
		sitebuild/words/hans.py sitebuild/words/typography.py
	$(PY) -m sitebuild.words.catalogues
	touch $@

$(NODE): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# Debian's chromium drives the browser tests (test tools cannot download browsers here), with
# a Chinese font: without one, Chinese prints as narrow boxes and the tests that measure pages
# (fits a phone, fills a printed page) would measure a layout no reader sees. One apt-get for
# both (a grouped target: two apt-gets at once would fight over dpkg's lock). Without
# chromium's recommended packages (a desktop's printer setup, sound, Samba, Avahi, udev: 85
# of the 116 packages it brought, beside the Python installs on a fresh machine, measured
# 16 -> 12 s to install again here, more on a fresh machine where udev upgrades systemd),
# but with the one the pages are measured in: Liberation, the fonts with Arial's and
# Helvetica's metrics that the site's font stack resolves to (issue 19).
$(BROWSER) $(CJK_FONT) &:
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
		chromium fonts-noto-cjk fonts-liberation >/dev/null

# Types: the Python of the engines, the widgets and the build (mypy --strict), and every
# script of the pages (TypeScript's checker on plain JavaScript, imports resolved in the source).
lint: $(VENV) $(NODE)
	$(PY) -m mypy --strict engine widgets/livewidgets sitebuild
	node_modules/.bin/tsc -p tsconfig.json
	node_modules/.bin/tsc -p tsconfig.sw.json

# Every test: types (lint), engine, site, browser (chromium) and Pyodide-in-Node. The slowest
# tests are listed (--durations), and the whole run's time is printed last, installs included
# (the budget: 15 minutes on a 2-core machine from a clean clone), whether it passed or not.
# Lint and the Node tests run one after the other beside pytest, their output held back and
# printed after pytest's (issue 19): each keeps one core of two busy, so run before and after
# pytest they left the other idle (about 10 s and 14 s on a quiet machine). Beside it they
# share both cores with the site's build (itself two processes, its serial steps ~4 s of CPU),
# mostly before the first browser starts, and add about half their time to the run.
# Each part runs even when another failed; the run fails if any did.
STARTED := $(shell date +%s)
test: deps
	@status=0; beside=$$(mktemp); \
	{ $(MAKE) --no-print-directory lint; lint=$$?; node --test tests/node/; node=$$?; \
	  exit $$((lint || node)); } >$$beside 2>&1 & pid=$$!; \
	$(PY) -m pytest -n 2 --dist worksteal --shared-site --durations=25 || status=$$?; \
	wait $$pid || status=$$((status ? status : 1)); \
	echo "lint and node --test tests/node/ (run beside pytest):"; cat $$beside; rm -f $$beside; \
	elapsed=$$(( $$(date +%s) - $(STARTED) )); \
	echo "make test: $$((elapsed / 60)) min $$((elapsed % 60)) s (deps included), exit $$status"; \
	exit $$status

# Every game's engine, widget and page tests without a browser or a long run: the quick loop
# while editing rules code.
test-fast: $(VENV) $(CATALOGUES)
	$(PY) -m pytest -n 2 -m "not slow and not browser" -q

site: $(VENV) $(NODE) $(CATALOGUES)
	$(PY) -m sitebuild build

serve: $(VENV) $(NODE) $(CATALOGUES)
	$(PY) -m sitebuild serve

bench: deps
	$(PY) -m sitebuild.bench.lines
	$(PY) -m engine bench --seed 1
	$(PY) -m sitebuild bench
	$(PY) -m sitebuild.bench.widgets
	$(PY) -m sitebuild.bench.sandbox
	$(PY) -m sitebuild.bench.offline

clean:
	rm -rf site build dist .pytest_cache .mypy_cache
