# The two commands a fresh machine needs: `make run` and `make test`. Both set up .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: setup system-packages run test lint bench clean dist dist-check translations i18n-update

TS_FILES := $(wildcard i18n/thurntaxis_*.ts)
QM_FILES := $(patsubst i18n/%.ts,build/i18n/%.qm,$(TS_FILES))

setup: system-packages $(STAMP) translations

# The system packages the window, the Linux packages and their checks need (installed when run as root; see the script).
system-packages:
	@packaging/linux/system_packages.sh

# The compiled translations (build outputs, never committed): build/i18n/*.qm, where a source checkout finds them.
translations: $(QM_FILES)

build/i18n/%.qm: i18n/%.ts $(STAMP)
	@mkdir -p build/i18n
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

# Brings the .ts files up to date (English holds only the plural forms) with the texts of the code (then translate the new entries with Qt Linguist).
i18n-update: $(STAMP)
	$(VENV)/bin/pyside6-lupdate thurntaxis/shell/*.py thurntaxis/netui/*.py thurntaxis/kit/*.py thurntaxis/taxis/ui/*.py thurntaxis/carcassonne/ui/*.py thurntaxis/games.py thurntaxis/*/stats.py -no-obsolete -ts $(filter-out %_en.ts,$(TS_FILES))
	$(VENV)/bin/pyside6-lupdate thurntaxis/shell/*.py thurntaxis/netui/*.py thurntaxis/kit/*.py thurntaxis/taxis/ui/*.py thurntaxis/carcassonne/ui/*.py thurntaxis/games.py thurntaxis/*/stats.py -no-obsolete -pluralonly -ts i18n/thurntaxis_en.ts

$(STAMP): pyproject.toml Makefile
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,dist]'
	$(PY) -m pip check
	touch $(STAMP)

run: setup
	$(PY) -m thurntaxis

# -I: the interpreter isolated from the user's site-packages, PYTHON* variables and the current folder, so the suite
# sees only what .venv installed.
test: setup lint
	QT_QPA_PLATFORM=offscreen $(PY) -I -m pytest -q

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check thurntaxis tests scripts
	$(VENV)/bin/mypy

bench: setup
	$(PY) -m thurntaxis bench

# The frozen game (dist/thurntaxis/) and the Linux packages (dist/*.tar.xz, dist/*.deb); see packaging/.
dist: setup translations
	rm -rf dist/thurntaxis build/pyinstaller
	$(VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/thurntaxis.spec
	packaging/linux/build_packages.sh $$($(PY) -c 'import thurntaxis; print(thurntaxis.__version__)') dist

# Builds the bundle and packages afresh in a temporary folder and checks them (also part of `make test`).
dist-check: setup
	$(PY) -m pytest -q tests/packaging

clean:
	rm -rf $(VENV) build dist *.egg-info
