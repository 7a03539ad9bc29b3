"""The optional compiled build of the engine's hot modules.

The package is pure Python and stays so by default. ``make compiled`` runs mypyc (it
ships with mypy) over :data:`HOT_MODULES` and leaves a C extension beside each of their
sources; Python then loads the extension instead of the source. ``make clean-compiled``
removes them again. The extensions are build products: git ignores them and they never
go into a commit or a wheel.

A compiled module does not notice when its source changes: after editing one of
:data:`HOT_MODULES`, rebuild or clean. :func:`stale_modules` names the extensions older
than their sources (the test comparing both builds fails on them), and
``python -m maumau.compiled`` prints the state of the build.

Run: ``python src/maumau/compiled.py [build | clean | status]`` (as a script, so that
building and cleaning never import the package, which a broken build would stop), or
``python -m maumau.compiled`` for the status.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import importlib.machinery
import shutil
import subprocess
import sys
from pathlib import Path

__all__ = [
    "CORE_HOT_MODULES",
    "HOT_MODULES",
    "SOURCE_ROOT",
    "build",
    "build_name",
    "clean",
    "compiled_modules",
    "extensions_of",
    "games_hot_modules",
    "leftover_modules",
    "main",
    "source_of",
    "stale_modules",
]

SOURCE_ROOT = Path(__file__).resolve().parent.parent
"""The directory holding the ``maumau`` package (``src`` in a checkout)."""

CORE_HOT_MODULES = ("maumau.core.chance", "maumau.core.round")
"""The round interface and its shuffle."""


def games_hot_modules(root: Path = SOURCE_ROOT) -> tuple[str, ...]:
    """The hot modules each game package names in its ``__init__.py``
    (``HOT_MODULES = ("round", "rules", ...)``), read from the source without importing
    it: building and cleaning must work while a build is broken."""
    found: list[str] = []
    for init in sorted((root / "maumau" / "games").glob("*/__init__.py")):
        for node in ast.parse(init.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign) and any(
                    isinstance(target, ast.Name) and target.id == "HOT_MODULES"
                    for target in node.targets):
                package = f"maumau.games.{init.parent.name}"
                found += [f"{package}.{name}" for name in ast.literal_eval(node.value)]
    return tuple(found)


HOT_MODULES = (*CORE_HOT_MODULES, *games_hot_modules())
"""The modules the engine spends its time in (profiled with cProfile on
``benchmarks/engine_speed.py``): the round interface, its shuffle, and each game's
machine with its tables and effects. The events stay pure Python: their constructor sets
their slots through the slots' descriptors, which is faster than mypyc's frozen dataclass
(0.54 against 0.88 us an event)."""

def source_of(module: str) -> Path:
    return SOURCE_ROOT.joinpath(*module.split(".")).with_suffix(".py")


def extensions_of(module: str) -> list[Path]:
    """The compiled extensions of ``module`` beside its source (one per Python build)."""
    source = source_of(module)
    return [path for suffix in importlib.machinery.EXTENSION_SUFFIXES
            for path in source.parent.glob(source.stem + suffix)]


def compiled_modules() -> list[str]:
    """The hot modules this process runs compiled (imports them)."""
    return [module for module in HOT_MODULES
            if not str(importlib.import_module(module).__file__).endswith(".py")]


def build_name() -> str:
    """``pure``, ``compiled`` (every hot module), or ``partly compiled``."""
    compiled = compiled_modules()
    if not compiled:
        return "pure"
    return "compiled" if len(compiled) == len(HOT_MODULES) else "partly compiled"


def stale_modules() -> list[str]:
    """Hot modules with an extension older than their source, and modules with an
    extension left from an earlier list (it would still shadow their source)."""
    older = [module for module in HOT_MODULES
             if any(path.stat().st_mtime < source_of(module).stat().st_mtime
                    for path in extensions_of(module))]
    return older + [module for module in leftover_modules() if module not in older]


def leftover_modules() -> list[str]:
    """Modules of the package with a compiled extension that are not hot modules."""
    package = SOURCE_ROOT / "maumau"
    found = {".".join((*path.relative_to(SOURCE_ROOT).parts[:-1], path.name.split(".")[0]))
             for suffix in importlib.machinery.EXTENSION_SUFFIXES
             for path in package.rglob("*" + suffix)}
    return sorted(found - set(HOT_MODULES))


def build() -> None:
    """Compile :data:`HOT_MODULES` with mypyc in place (needs mypy and a C compiler)."""
    clean()
    sources = [str(source_of(module).relative_to(SOURCE_ROOT)) for module in HOT_MODULES]
    try:
        subprocess.run([sys.executable, "-m", "mypyc", *sources], cwd=SOURCE_ROOT, check=True)
    finally:
        shutil.rmtree(SOURCE_ROOT / "build", ignore_errors=True)


def clean() -> None:
    """Remove every compiled extension, so the pure modules run again: all in the package
    (the package has no others; a module since taken off the list goes too) and the
    library of code the modules share, which mypyc puts beside the package."""
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        for path in [*(SOURCE_ROOT / "maumau").rglob("*" + suffix),
                     *SOURCE_ROOT.glob("*__mypyc" + suffix)]:
            path.unlink()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", default="status",
                        choices=("build", "clean", "status"))
    command = parser.parse_args().command
    if command == "build":
        build()
    elif command == "clean":
        clean()
    else:
        stale = stale_modules()
        print(f"engine build: {build_name()}"
              + (f" (stale, rebuild: {', '.join(stale)})" if stale else ""))


if __name__ == "__main__":
    main()
