# The two commands of the README: `make run` and `make test`. Both set up everything
# they need on a fresh machine (uv, the locked environment); `make test` also installs
# the system packages the tests use (Debian's Chromium for the browser tests, a
# PostgreSQL server for the database tests, nginx for the reverse-proxy test, Node.js
# and npm for the accessibility test's axe-core, the page's JavaScript checks and Pyodide
# for offline play, pinned in package-lock.json).
PYTHON ?= python3
UV := $(PYTHON) -m uv
PYTEST_WORKERS ?= auto

SYSTEM_PACKAGES := chromium postgresql nginx nodejs npm
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test setup system-packages node-tools node-packages lint typecheck js unit bench dist compiled clean-compiled

# The npm packages come with the setup: Pyodide (node_modules/pyodide) is what the
# server hands the browser for offline play (docs/offline.md).
setup: node-packages
	@$(UV) --version >/dev/null 2>&1 || $(PYTHON) -m pip install --quiet uv
	$(UV) sync --frozen

# apt-get update comes first: on a fresh machine the package lists are empty.
system-packages:
	@if command -v chromium >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 \
		&& [ -x /usr/sbin/nginx ] && command -v npm >/dev/null 2>&1; then \
		echo "system packages present: $(SYSTEM_PACKAGES)"; \
	else \
		$(SUDO) apt-get update && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y $(SYSTEM_PACKAGES); \
	fi

# Node.js and npm alone (what `make setup` needs for the npm packages; `make run` installs
# no browser or database).
node-tools:
	@if command -v npm >/dev/null 2>&1; then echo "system packages present: nodejs npm"; else \
		$(SUDO) apt-get update && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y nodejs npm; \
	fi

run: setup
	$(UV) run maumau serve

lint: setup
	$(UV) run ruff check src tests benchmarks plugins

typecheck: setup
	$(UV) run mypy

# The npm packages as package-lock.json pins them: Pyodide (served for offline play,
# docs/offline.md), axe-core (tests/browser/test_accessibility.py reads
# node_modules/axe-core), TypeScript, ESLint and its rule sets (the js target); installed
# again when the lock changes. Node.js and npm come from the system packages.
node-packages: node_modules/.package-lock.json

node_modules/.package-lock.json: package.json package-lock.json | node-tools
	npm ci --no-audit --no-fund
	@touch $@

# The page's JavaScript checked like the Python (docs/development.md): TypeScript's strict
# check of its JSDoc types (tsconfig.json), ESLint (eslint.config.js) and the unit tests of
# its pure modules (tests/js, node --test).
# All three run; the target fails afterwards if any did, so one does not hide another.
js: node-packages
	@failed=""; \
	npm run typecheck || failed="$$failed typecheck"; \
	npm run lint || failed="$$failed lint"; \
	npm test || failed="$$failed test"; \
	if [ -n "$$failed" ]; then echo "make js: failed:$$failed"; exit 1; fi

unit: setup system-packages node-packages
	$(UV) run pytest -n $(PYTEST_WORKERS)

test: lint typecheck js unit

bench: setup
	$(UV) run python benchmarks/engine_speed.py

# The distributions a user installs (docs/install.md): dist/maumau-<version>.tar.gz and
# the wheel built from it; tests/install checks them in `make test`.
dist: setup
	$(UV) build --out-dir dist

# Optional: the engine's hot modules compiled with mypyc (docs/development.md). The pure
# package stays the default; `make clean-compiled` returns to it.
compiled: setup
	$(UV) run python src/maumau/compiled.py build

clean-compiled:
	$(UV) run python src/maumau/compiled.py clean
