"""No front end knows a game by name: what is particular to a game lives in its package.

Every module of ``maumau`` outside ``maumau/games/`` (bots, terminal, web, RL, simulations,
the core) and every script, page and style sheet of the web page is scanned: no
identifier, string or import may name one of the games, and no module outside a game's
package imports from it (the package ``maumau.games`` itself, which registers the
built-in games, is imported only by ``maumau/__init__.py``). Docstrings and comments are
prose and are not scanned. A private name (``_something``) is never imported from
another package.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "maumau"
GAMES = PACKAGE / "games"
GAME_WORDS = re.compile(r"classic|tabaluga|emojical|heul\s*doch|crazy.?eights", re.IGNORECASE)
REGISTERS_GAMES = PACKAGE / "__init__.py"


def front_end_modules() -> list[Path]:
    return sorted(path for path in PACKAGE.rglob("*.py") if GAMES not in path.parents)


def docstrings(tree: ast.AST) -> set[int]:
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
        if isinstance(node, ast.Module | ast.ClassDef):  # attribute docstrings
            for before, after in zip(node.body, node.body[1:], strict=False):
                if isinstance(before, ast.Assign | ast.AnnAssign) and isinstance(
                        after, ast.Expr) and isinstance(after.value, ast.Constant):
                    found.add(id(after.value))
    return found


def words(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """Every identifier, attribute, string and imported name of the module's code."""
    skipped = docstrings(tree)
    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in skipped:
                yield line, node.value
        elif isinstance(node, ast.Name):
            yield line, node.id
        elif isinstance(node, ast.Attribute):
            yield line, node.attr
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield line, node.name
        elif isinstance(node, ast.arg):
            yield line, node.arg
        elif isinstance(node, ast.alias):
            yield line, node.name
            if node.asname:
                yield line, node.asname
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield line, node.module


def imports(tree: ast.AST) -> Iterator[tuple[int, str, list[str]]]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, []
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.lineno, node.module, [alias.name for alias in node.names]


def where(path: Path, line: int) -> str:
    return f"{path.relative_to(PACKAGE.parent)}:{line}"


@pytest.mark.parametrize("path", front_end_modules(), ids=lambda path: str(
    path.relative_to(PACKAGE)))
def test_a_module_outside_the_games_names_no_game(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    named = [f"{where(path, line)} {word!r}" for line, word in words(tree)
             if GAME_WORDS.search(word)]
    assert named == []


@pytest.mark.parametrize("path", front_end_modules(), ids=lambda path: str(
    path.relative_to(PACKAGE)))
def test_a_module_outside_the_games_imports_none_of_them(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    wrong = []
    for line, module, _names in imports(tree):
        if module == "maumau.games" and path == REGISTERS_GAMES:
            continue
        if module == "maumau.games" or module.startswith("maumau.games."):
            wrong.append(f"{where(path, line)} imports {module}")
    assert wrong == []


def package_of(path: Path) -> str:
    parts = path.relative_to(PACKAGE).parts
    return parts[0] if len(parts) > 1 else ""


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda path: str(
    path.relative_to(PACKAGE)))
def test_no_private_name_is_imported_from_another_package(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    wrong = []
    mine = package_of(path)
    for line, module, names in imports(tree):
        parts = module.split(".")
        if parts[0] != "maumau" or (len(parts) > 1 and parts[1] == mine):
            continue
        wrong += [f"{where(path, line)} imports {module}.{name}" for name in names
                  if name.startswith("_") and not name.startswith("__")]
        wrong += [f"{where(path, line)} imports {module}" for part in parts[1:]
                  if part.startswith("_") and not part.startswith("__")]
    assert wrong == []


def page_files() -> list[Path]:
    static = PACKAGE / "web" / "static"
    return sorted(path for path in static.rglob("*")
                  if path.suffix in (".js", ".html", ".css"))


COMMENTS = re.compile(r"/\*.*?\*/|(?<![:\"'\\])//[^\n]*|<!--.*?-->", re.DOTALL)


@pytest.mark.parametrize("path", page_files(), ids=lambda path: path.name)
def test_the_page_names_no_game(path: Path) -> None:
    code = COMMENTS.sub("", path.read_text(encoding="utf-8"))
    named = [f"{path.name}:{code[:match.start()].count(chr(10)) + 1} {match.group()!r}"
             for match in GAME_WORDS.finditer(code)]
    assert named == []


def test_the_scan_finds_a_game_named_in_code_and_not_in_prose() -> None:
    tree = ast.parse('"""classic in prose."""\nX = {"heuldoch": 1}\nif v == "Classic":\n    pass\n')
    assert sorted(word for _, word in words(tree) if GAME_WORDS.search(word)) == [
        "Classic", "heuldoch"]
