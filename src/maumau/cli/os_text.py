"""An operating system's refusal (a file that cannot be read or written) in the chosen
language: the catalogue's words for the common causes (``os.<errno name>``), the system's
own English words only as a detail line for the rest."""

from __future__ import annotations

import errno

from maumau.cli.i18n import Texts

__all__ = ["os_reason"]


def os_reason(texts: Texts, problem: OSError | UnicodeDecodeError) -> str:
    """Why a file could not be used, in ``texts``' language: "Datei oder Ordner gibt es
    nicht"; an uncommon cause as "Fehler des Betriebssystems" with the system's text on
    a detail line."""
    if isinstance(problem, UnicodeDecodeError):
        return texts("os.not_text")
    name = errno.errorcode.get(problem.errno or 0, "")
    if name and texts.has(f"os.{name}"):
        return texts(f"os.{name}")
    detail = problem.strerror or problem.__class__.__name__
    return texts("os.other") + "\n" + texts("error.detail", detail=detail)
