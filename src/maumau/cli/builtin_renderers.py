"""The terminal renderers of the built-in games, by variant name.

Every shedding game shares one renderer class; its look is a card style table. A
shedding variant without a table of its own shows its cards by their codes.
"""

from __future__ import annotations

from maumau.cli.render_heuldoch import HeulDochRenderer
from maumau.cli.render_shedding import SheddingRenderer
from maumau.cli.shedding_styles import GENERIC, STYLES

SHEDDING_VARIANTS = ("classic", "tabaluga", "emojical")


def builtin_renderers() -> dict[str, SheddingRenderer | HeulDochRenderer]:
    """A renderer for each built-in game."""
    found: dict[str, SheddingRenderer | HeulDochRenderer] = {
        variant: SheddingRenderer(STYLES.get(variant, GENERIC)) for variant in SHEDDING_VARIANTS
    }
    found["heuldoch"] = HeulDochRenderer()
    return found
