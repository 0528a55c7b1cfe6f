# Quick start: `make run` plays, `make test` runs the whole suite. Both create .venv when missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DIST_STAMP := $(VENV)/.dist-installed

.PHONY: run test bench dist lint clean strings catalogs

# (Re)install whenever pyproject.toml or setup.py changes; an editable install, so edits show at once.
$(STAMP): pyproject.toml setup.py
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Cocoa Games needs Python 3.11 or newer ($(PYTHON) is older)."; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || \
		{ echo "Could not create $(VENV); on Debian/Ubuntu: apt-get install python3-venv"; exit 1; }
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	@# art and sounds moved to the top-level resources/: a cache folder left at the old place
	@# would shadow the package-dir mapping in an editable install
	rm -rf cocoa_games/resources/__pycache__; rmdir cocoa_games/resources 2>/dev/null || true
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/cocoa-games

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check cocoa_games tests bench resources
	$(BIN)/mypy cocoa_games

# New or changed words: extract them into each language's catalogue (translate the empty
# msgstr lines in cocoa_games/locale/<lang>/LC_MESSAGES/*.po), then compile them.
strings: $(STAMP)
	$(BIN)/python packaging/catalogs.py extract

catalogs: $(STAMP)
	$(BIN)/python packaging/catalogs.py compile
	$(BIN)/python packaging/catalogs.py check

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m bench

# PyInstaller goes into .venv beside the app (the `dist` extra in pyproject.toml).
$(DIST_STAMP): $(STAMP)
	$(BIN)/python -m pip install -q 'pyinstaller>=6'
	touch $(DIST_STAMP)

dist: $(DIST_STAMP)
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/cocoa-games.spec
	QT_QPA_PLATFORM=offscreen dist/cocoa-games/cocoa-games --quit-after-show
	@du -sh dist/cocoa-games

clean:
	rm -rf $(VENV) build dist *.egg-info
