"""The packages the browser's Python needs for an offline table, as one zip.

maumau (its sources and catalogues; not the page's files, which the browser has already),
mypy_extensions, and every installed game of another package (the entry points of
:data:`maumau.core.registry.ENTRY_POINT_GROUP`) whose distribution is pure Python; a game
with a compiled module is left out (the browser could not load it). Each distribution
comes with a small ``.dist-info`` (its name, version and entry points), so that the
registry finds the games there as it does here. A catalogue without its compiled form
(a checkout's) is compiled into the zip (:func:`maumau.i18n.write_compiled`, which needs
Babel, a development dependency; an install ships them compiled).

The worker unpacks the zip into its ``site-packages`` (docs/offline.md); the hash names
its content, so the page can serve it at a versioned address. Unchanged sources give the
same bytes: the entries are sorted and dated alike.
"""

from __future__ import annotations

import hashlib
import importlib.util
import io
import tempfile
import zipfile
from collections.abc import Iterator
from importlib.metadata import Distribution, distribution, entry_points
from pathlib import Path

from maumau import i18n
from maumau.core.registry import ENTRY_POINT_GROUP

__all__ = [
    "COMPILED",
    "LEFT_OUT",
    "build",
    "distributions",
]

COMPILED = (".so", ".pyd", ".dll", ".dylib")
"""Files that make a distribution not pure Python."""
LEFT_OUT = ("web/static", "web/templates")
"""maumau's folders the worker does not need (the page and its templates)."""
_DATE = (2020, 1, 1, 0, 0, 0)


def distributions() -> list[tuple[str, list[str]]]:
    """The distributions to bundle, each with its top-level packages or modules:
    maumau, mypy_extensions, and each pure-Python game's."""
    found: dict[str, list[str]] = {"maumau": ["maumau"], "mypy_extensions": ["mypy_extensions"]}
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        dist = entry.dist
        if dist is None:
            continue
        top = entry.module.split(".")[0]
        if top == "maumau":
            continue
        found.setdefault(dist.metadata["Name"], [])
        if top not in found[dist.metadata["Name"]]:
            found[dist.metadata["Name"]].append(top)
    return [(name, tops) for name, tops in found.items()
            if name in ("maumau", "mypy_extensions") or not _compiled(tops)]


def build() -> tuple[bytes, str]:
    """The zip, and the SHA-256 of its bytes (hex)."""
    files: dict[str, bytes] = {}
    for name, tops in distributions():
        dist = distribution(name)
        for top in tops:
            files.update(_files(top, skip_compiled=name == "maumau"))
        files.update(_dist_info(dist))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(files):
            info = zipfile.ZipInfo(path, _DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, files[path])
    data = buffer.getvalue()
    return data, hashlib.sha256(data).hexdigest()


def _origin(top: str) -> Path:
    """Where the package or module ``top`` is imported from (also an editable install's)."""
    spec = importlib.util.find_spec(top)
    if spec is None:
        raise ModuleNotFoundError(f"{top} is not installed", name=top)
    if spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations)))
    assert spec.origin is not None
    return Path(spec.origin)


def _compiled(tops: list[str]) -> bool:
    for top in tops:
        origin = _origin(top)
        paths = origin.rglob("*") if origin.is_dir() else iter([origin])
        if any(path.suffix in COMPILED for path in paths):
            return True
    return False


def _files(top: str, skip_compiled: bool) -> Iterator[tuple[str, bytes]]:
    """The package's sources and data (``.py``, ``.po`` and compiled catalogues, ...),
    by path in the zip; no byte code, nothing of :data:`LEFT_OUT`."""
    origin = _origin(top)
    if not origin.is_dir():
        yield origin.name, origin.read_bytes()
        return
    for path in sorted(origin.rglob("*")):
        relative = path.relative_to(origin).as_posix()
        if (not path.is_file() or "__pycache__" in path.parts or path.suffix == ".pyc"
                or (top == "maumau" and relative.startswith(LEFT_OUT))):
            continue
        if path.suffix in COMPILED:
            if skip_compiled:  # maumau's optional compiled build: its sources stay beside it
                continue
            raise ValueError(f"{path} is compiled")
        yield f"{top}/{relative}", path.read_bytes()
        if path.suffix == ".po" and path.parent.name == "LC_MESSAGES":
            compiled = i18n.compiled_path(path)
            if not compiled.is_file():
                yield (f"{top}/{compiled.relative_to(origin).as_posix()}",
                       _compile(path, path.parent.parent.name))


def _compile(path: Path, lang: str) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "catalogue.json"
        i18n.write_compiled(path, lang, target)
        return target.read_bytes()


def _dist_info(dist: Distribution) -> dict[str, bytes]:
    """A ``.dist-info`` folder enough for :mod:`importlib.metadata`: the metadata and the
    entry points."""
    name = dist.metadata["Name"]
    folder = f"{name.replace('-', '_')}-{dist.version}.dist-info"
    metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {dist.version}\n"
    files = {f"{folder}/METADATA": metadata.encode(), f"{folder}/INSTALLER": b"maumau\n"}
    points = dist.read_text("entry_points.txt")
    if points:
        files[f"{folder}/entry_points.txt"] = points.encode()
    return files
