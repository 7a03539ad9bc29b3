"""The arrows of the package point one way.

The core (``core``) imports no game and no adapter; the games (``games``) import no
adapter; and no module takes part in an import cycle, so that the circles once drawn
from the code (core ↔ variants through the registry, the bot and renderer registries,
the Heul doch! terminal wording, match ↔ record) cannot come back. Imports under
``if TYPE_CHECKING:`` are for the type checker only and are not counted.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

SOURCE = Path(__file__).resolve().parents[2] / "src"
ADAPTERS = ("bots", "cli", "sim", "web", "rl")
LAYERS = {"core": ("games", *ADAPTERS), "games": ADAPTERS}


def module_name(path: Path) -> str:
    parts = path.relative_to(SOURCE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in SOURCE.rglob("*.py")}


def type_checking_nodes(tree: ast.AST) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(inner) for branch in node.body for inner in ast.walk(branch))
    return skipped


def imported(name: str, path: Path, typing_too: bool = False) -> Iterator[str]:
    """The modules of the package that ``name`` imports when it runs (at the top or
    inside a function; with ``typing_too`` also those imported for the type checker
    only); ``from pkg import mod`` imports ``pkg.mod``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    skipped = set() if typing_too else type_checking_nodes(tree)
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name in MODULES)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            submodules = [f"{base}.{alias.name}" for alias in node.names
                          if f"{base}.{alias.name}" in MODULES]
            if submodules:
                yield from submodules
            elif base in MODULES:
                yield base


GRAPH = {name: sorted(set(imported(name, path)) - {name}) for name, path in MODULES.items()}


def room(name: str) -> str:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else ""


@pytest.mark.parametrize("lower", sorted(LAYERS))
def test_a_lower_layer_imports_no_higher_one(lower: str) -> None:
    wrong = [f"{name} imports {target}" for name, targets in GRAPH.items()
             if room(name) == lower for target in targets if room(target) in LAYERS[lower]]
    assert wrong == []


def cycles(graph: dict[str, list[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in graph:
        if node not in index:
            visit(node)
    return found


def test_no_module_takes_part_in_an_import_cycle() -> None:
    assert cycles(GRAPH) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": ["b"], "b": ["c"], "c": ["a"], "d": ["a"]}
    assert cycles(graph) == [["a", "b", "c"]]


def test_the_graph_sees_function_level_imports_and_not_type_checking_ones() -> None:
    assert "maumau.games.heuldoch.position" in GRAPH["maumau.games.heuldoch.round"]
    assert "maumau.games.heuldoch.round" not in GRAPH["maumau.games.heuldoch.position"]
    assert "maumau.games" in GRAPH["maumau"]


PACKAGES = {name for name, path in MODULES.items() if path.name == "__init__.py"}


def package_of(module: str) -> str:
    """The innermost package below ``maumau`` that holds ``module`` (``maumau.web.social``
    for its modules, ``maumau.web`` for the server's); a module at the top is its own."""
    parts = module.split(".")
    for length in range(len(parts), 1, -1):
        candidate = ".".join(parts[:length])
        if candidate in PACKAGES and candidate != "maumau":
            return candidate
    return module


def package_graph() -> dict[str, list[str]]:
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        if name.endswith(".__main__"):  # an entry point: nothing imports it, it joins no circle
            continue
        source = package_of(name)
        targets = graph.setdefault(source, set())
        for target in imported(name, path, typing_too=True):
            if package_of(target) != source:
                targets.add(package_of(target))
    for targets in list(graph.values()):
        for target in targets:
            graph.setdefault(target, set())
    return {name: sorted(targets) for name, targets in graph.items()}


def test_no_package_takes_part_in_an_import_circle_type_only_imports_included() -> None:
    """Between packages (``maumau.web`` and ``maumau.web.social``, ``cli`` and ``web``,
    a game and the core ...), an import for the type checker counts too."""
    graph = package_graph()
    assert "maumau.web.social" in graph and "maumau.games.shedding" in graph
    assert cycles(graph) == []


def test_the_adapters_reach_each_other_only_through_named_entries() -> None:
    """The terminal reaches the server through :mod:`maumau.web.operations.entry` alone, and the
    learning environments import no terminal module."""
    graph = package_graph()
    cli_modules = [name for name in GRAPH if package_of(name) == "maumau.cli"]
    into_web = {target for name in cli_modules for target in GRAPH[name]
                if target.startswith("maumau.web")}
    assert into_web <= {"maumau.web.operations.entry"}
    assert "maumau.cli" not in graph["maumau.rl"]

