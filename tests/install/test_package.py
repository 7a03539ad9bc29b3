"""The package's own namespace and version."""

from __future__ import annotations

from importlib.metadata import version

import maumau


def test_the_version_is_the_installed_distributions() -> None:
    assert maumau.__version__ == version("maumau")
    assert "__version__" in maumau.__all__


def test_the_package_does_not_name_itself() -> None:
    assert not hasattr(maumau, "maumau")
