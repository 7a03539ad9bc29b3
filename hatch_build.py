"""The wheel's build hook: every gettext catalogue of the package also compiled.

For each ``src/maumau/locale/<lang>/LC_MESSAGES/*.po`` the wheel gets the compiled form
beside it (``*.json``, written with Babel, a build requirement), which
:func:`maumau.i18n.read_catalogue` reads with the standard library: an installed maumau
needs no i18n framework. The compiler is maumau's own (:func:`maumau.i18n.write_compiled`),
loaded from the source tree. Editable installs get nothing: a checkout reads its ``.po``
files directly, so an edit to a catalogue shows at once.
"""

from __future__ import annotations

import importlib.util
import shutil
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

PACKAGE = Path("src") / "maumau"


class CatalogueBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            return
        package = Path(self.root) / PACKAGE
        i18n = _load(package / "i18n.py")
        self._scratch = Path(tempfile.mkdtemp(prefix="maumau-catalogues-"))
        for po in sorted((package / "locale").glob("*/LC_MESSAGES/*.po")):
            lang = po.parent.parent.name
            relative = i18n.compiled_path(po).relative_to(package.parent)
            target = self._scratch / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            i18n.write_compiled(po, lang, target)
            build_data["force_include"][str(target)] = str(relative)

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        scratch = getattr(self, "_scratch", None)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


def _load(path: Path) -> ModuleType:
    """maumau.i18n from the source tree (the package is not installed while it builds)."""
    spec = importlib.util.spec_from_file_location("_maumau_i18n_for_build", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
