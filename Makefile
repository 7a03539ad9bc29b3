# The two commands of the README: `make run` and `make test`. Both set up everything
# they need on a fresh machine (uv, the locked environment).
PYTHON ?= python3
UV := $(PYTHON) -m uv
PYTEST_WORKERS ?= auto

.PHONY: run test setup lint typecheck unit bench

setup:
	@$(UV) --version >/dev/null 2>&1 || $(PYTHON) -m pip install --quiet uv
	$(UV) sync --frozen

run: setup
	$(UV) run maumau play

lint: setup
	$(UV) run ruff check src tests benchmarks

typecheck: setup
	$(UV) run mypy

unit: setup
	$(UV) run pytest -n $(PYTEST_WORKERS)

test: lint typecheck unit

bench: setup
	$(UV) run python benchmarks/engine_speed.py
