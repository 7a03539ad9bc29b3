"""The distribution's metadata points where a reader of the wheel can go: no
project URL is a path of the repository, which means nothing outside a checkout."""

from __future__ import annotations

import tomllib
from urllib.parse import urlparse

from tests.docs.markdown_blocks import ROOT


def test_every_project_url_is_absolute() -> None:
    for pyproject in [ROOT / "pyproject.toml", *sorted(ROOT.glob("plugins/*/pyproject.toml"))]:
        project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
        for label, url in project.get("urls", {}).items():
            parsed = urlparse(url)
            assert parsed.scheme == "https" and parsed.netloc, (
                f"{pyproject.relative_to(ROOT)}: {label} = {url!r} is not an absolute URL")
