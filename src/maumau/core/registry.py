"""The games by name.

The built-in games register themselves when the package loads (``maumau/__init__.py``
imports :mod:`maumau.games`); the core never imports them. Another package adds a game
the same way, or without being imported first, through an entry point in the group
``maumau.variants`` whose object is its :class:`~maumau.core.variant.Variant`::

    [project.entry-points."maumau.variants"]
    skat = "maumau_skat:SKAT"
"""

from __future__ import annotations

from importlib.metadata import EntryPoint, entry_points
from typing import TYPE_CHECKING

from maumau.core.errors import RulesetError

if TYPE_CHECKING:
    from maumau.core.variant import Variant

__all__ = [
    "ENTRY_POINT_GROUP",
    "all_variants",
    "default_variant",
    "find_variant",
    "load_entry_points",
    "register",
]

ENTRY_POINT_GROUP = "maumau.variants"

_REGISTRY: dict[str, Variant] = {}
_DEFAULT: list[str] = []
_entry_points_loaded = False


def register(variant: Variant, default: bool = False) -> Variant:
    """Make a game known by its name (a later one of the same name replaces it);
    ``default`` makes it the game front ends offer first."""
    _REGISTRY[variant.name] = variant
    if default:
        _DEFAULT[:] = [variant.name]
    return variant


def default_variant() -> Variant:
    """The game a front end offers when none is named: the one registered as default,
    else the first registered."""
    if _DEFAULT:
        return _REGISTRY[_DEFAULT[0]]
    if not _REGISTRY:
        load_entry_points()
    if not _REGISTRY:
        raise RulesetError("no game is installed", "unknown_variant",
                           {"variant": "", "valid": ""})
    return next(iter(_REGISTRY.values()))


def find_variant(name: str) -> Variant:
    found = _REGISTRY.get(name)
    if found is None:
        load_entry_points()
        found = _REGISTRY.get(name)
    if found is None:
        raise RulesetError(f"unknown variant {name!r}; valid: " + ", ".join(sorted(_REGISTRY)),
                           "unknown_variant",
                           {"variant": str(name), "valid": ", ".join(sorted(_REGISTRY))})
    return found


def all_variants() -> list[Variant]:
    """Every game, as front ends list them: the default first, then the others by name."""
    load_entry_points()
    return sorted(_REGISTRY.values(), key=lambda game: (game.name not in _DEFAULT, game.name))


def load_entry_points(found: list[EntryPoint] | None = None) -> None:
    """Register the games of the entry point group (once; ``found`` replaces the
    installed entry points, for tests). A registered name is not replaced."""
    global _entry_points_loaded
    if found is None:
        if _entry_points_loaded:
            return
        _entry_points_loaded = True
        found = list(entry_points(group=ENTRY_POINT_GROUP))
    for entry in found:
        if entry.name in _REGISTRY:
            continue
        try:
            variant = entry.load()
        except Exception as problem:  # a broken plug-in must name itself
            raise RulesetError(f"the game {entry.name!r} of {entry.value} does not load:"
                               f" {problem}") from problem
        if getattr(variant, "name", None) != entry.name:
            raise RulesetError(f"entry point {entry.name!r} ({entry.value}) is not a game"
                               f" named {entry.name!r}")
        register(variant)
