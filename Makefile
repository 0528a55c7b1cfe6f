# Quick start: `make run` plays, `make test` runs the whole suite. Both create .venv when missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test bench dist lint clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/cocoa-games

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check cocoa_games tests bench
	$(BIN)/mypy cocoa_games/core cocoa_games/games/*/rules.py

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m bench

dist: $(STAMP)
	$(BIN)/python -m pip install -q '.[dist]'
	$(BIN)/pyinstaller --noconfirm --distpath dist --workpath build/pyinstaller packaging/cocoa-games.spec
	QT_QPA_PLATFORM=offscreen dist/cocoa-games/cocoa-games --quit-after-show

clean:
	rm -rf $(VENV) build dist *.egg-info
