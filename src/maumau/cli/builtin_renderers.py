"""Registers the terminal renderers of the built-in games.

Every shedding game shares one renderer class; its look is a card style table. A
shedding variant without a table of its own shows its cards by their codes.
"""

from __future__ import annotations

from maumau.cli.render_heuldoch import HeulDochRenderer
from maumau.cli.render_shedding import SheddingRenderer
from maumau.cli.renderers import register_renderer
from maumau.cli.shedding_styles import GENERIC, STYLES

SHEDDING_VARIANTS = ("classic", "tabaluga", "emojical")

for _variant in SHEDDING_VARIANTS:
    register_renderer(_variant, SheddingRenderer(STYLES.get(_variant, GENERIC)))
register_renderer("heuldoch", HeulDochRenderer())
