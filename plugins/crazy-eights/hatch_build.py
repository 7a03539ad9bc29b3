"""The wheel's build hook: the game's gettext catalogues also compiled.

For each ``locale/<lang>/LC_MESSAGES/*.po`` of the package the wheel gets the compiled
form beside it (``*.json``: every message by id, a plural entry as ``KEY`` and
``KEY.one``), which maumau reads with the standard library
(:func:`maumau.i18n.read_catalogue`): an installed game needs no Babel. The same as
``maumau catalogue src/maumau_crazy_eights/locale`` (docs/games.md), written with Babel
alone (a build requirement) since maumau itself is not installed while the game builds.
Editable installs get nothing: a checkout reads its ``.po`` files with Babel.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PACKAGE = Path("src") / "maumau_crazy_eights"
PLURAL_ONE = ".one"


class CatalogueBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return
        package = Path(self.root) / PACKAGE
        self._scratch = Path(tempfile.mkdtemp(prefix="crazy-eights-catalogues-"))
        for po in sorted((package / "locale").glob("*/LC_MESSAGES/*.po")):
            relative = po.with_suffix(".json").relative_to(package.parent)
            target = self._scratch / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            write_compiled(po, po.parent.parent.name, target)
            build_data["force_include"][str(target)] = str(relative)

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        scratch = getattr(self, "_scratch", None)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


def compiled(po: Path, lang: str) -> dict[str, str]:
    """The messages of one ``.po`` by id, as maumau's compiler writes them."""
    from babel.messages.pofile import read_po

    with po.open("rb") as source:
        catalogue = read_po(source, locale=lang)
    found: dict[str, str] = {}
    for message in catalogue:
        if isinstance(message.id, str) and message.id and isinstance(message.string, str):
            found[message.id] = message.string
        elif isinstance(message.id, tuple | list) and message.id and message.id[0]:
            key = str(message.id[0])
            forms = [str(form) for form in message.string] if isinstance(
                message.string, tuple | list) else []
            if len(forms) < 2:
                found[key] = forms[0] if forms else ""
            else:
                found[key], found[key + PLURAL_ONE] = forms[1], forms[0]
    return found


def write_compiled(po: Path, lang: str, target: Path) -> None:
    target.write_text(json.dumps(compiled(po, lang), ensure_ascii=False, sort_keys=True,
                                 indent=0) + "\n", encoding="utf-8")
