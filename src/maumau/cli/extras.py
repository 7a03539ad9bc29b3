"""The optional parts of maumau (extras) that a command may need, and the one-line
refusal where one is missing: ``maumau serve`` without the web stack says "install
maumau[web]" instead of a traceback.

A plain ``pip install maumau`` has the rules engine, the bots, the simulator and the
terminal game; ``maumau[web]``, ``maumau[plot]``, ``maumau[cluster]`` and ``maumau[rl]``
add the rest (docs/install.md).
"""

from __future__ import annotations

from importlib.util import find_spec

from maumau.cli.i18n import Texts

__all__ = ["EXTRA_MODULES", "MissingExtraError", "extra_of", "missing_extra", "require_extra"]

EXTRA_MODULES: dict[str, tuple[str, ...]] = {
    "web": ("fastapi", "starlette", "uvicorn", "sqlalchemy", "psycopg", "segno", "openskill",
            "limits", "email_validator", "orjson", "websockets", "prometheus_client"),
    "plot": ("matplotlib",),
    "cluster": ("ray",),
    "rl": ("pettingzoo", "gymnasium", "numpy"),
}
"""The top-level modules each extra brings."""


class MissingExtraError(Exception):
    """A command needs an extra that is not installed; exit status 2. The message is the
    refusal's text in the command's language."""


def extra_of(module: str | None) -> str | None:
    """The extra that brings ``module`` (a dotted name), None for any other module."""
    top = (module or "").partition(".")[0]
    return next((extra for extra, modules in EXTRA_MODULES.items() if top in modules), None)


def missing_extra(problem: ModuleNotFoundError, texts: Texts) -> MissingExtraError | None:
    """The refusal for a failed import of a module an extra brings; None for another
    module (a real error, to be raised as it is)."""
    extra = extra_of(problem.name)
    if extra is None:
        return None
    return MissingExtraError(texts("error.extra_missing", extra=extra, module=problem.name))


def require_extra(extra: str, texts: Texts) -> None:
    """Refuse at once (before any work) where a module of ``extra`` is not installed."""
    for module in EXTRA_MODULES[extra]:
        try:
            found = find_spec(module)
        except (ImportError, ValueError):  # a broken or blocked module counts as missing
            found = None
        if found is None:
            raise MissingExtraError(texts("error.extra_missing", extra=extra, module=module))
