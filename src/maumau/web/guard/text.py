"""The one rule for text a person types that other people or the operator will see: table
and seat names, profile names, rule-set names and the support form's fields.

Control characters (which can retitle or clear an operator's terminal), bidi overrides and
other invisible format characters, lone surrogates (which cannot be stored or sent back as
UTF-8) and unassigned code points are refused; the one invisible character allowed is the
zero-width joiner that joins emoji. Every refusal is an :class:`ApiError` (422) naming the
field.
"""

from __future__ import annotations

import unicodedata

from maumau.web.errors import ApiError

__all__ = [
    "LINE_BREAKS",
    "VISIBLE",
    "ZERO_WIDTH_JOINER",
    "bad",
    "clean_text",
    "forbidden_char",
    "printable",
]

ZERO_WIDTH_JOINER = "\u200d"
"""The one invisible format character a text may hold: it joins emoji (👨‍👩‍👧)."""
VISIBLE = ("L", "N", "P", "S")
"""Unicode categories a person can see: letters, digits, punctuation, symbols."""
LINE_BREAKS = "\n"
"""The only control character a multi-line text keeps (``\\r\\n`` and ``\\r`` become it)."""


def bad(detail: str, code: str = "bad_request", why: str | None = None,
        **params: object) -> ApiError:
    """A 422 refusal; ``why`` and ``params`` are its reason for the page (``reason``:
    ``{"code", "params"}``, the catalogue's ``why.<code>``), ``detail`` the English text."""
    extra = {"reason": {"code": why, "params": params}} if why is not None else None
    return ApiError(422, code, detail, extra)


def forbidden_char(value: str, multiline: bool = False) -> str | None:
    """The first character ``value`` may not hold, or None. White space is allowed (a
    one-line text folds it); ``multiline`` keeps line breaks, never other controls."""
    for char in value:
        if char.isspace() and (not multiline or char in "\n\t"
                               or unicodedata.category(char)[0] != "C"):
            continue
        if unicodedata.category(char)[0] == "C" and char != ZERO_WIDTH_JOINER:
            return char
    return None


def clean_text(value: object, name: str, low: int, high: int,
               one_line: bool = True) -> str:
    """``value`` as the text field ``name``: a string of ``low`` to ``high`` characters
    after trimming (NFC; runs of white space become one space when ``one_line``), with no
    control, bidi, invisible format or lone-surrogate character and something visible."""
    if not isinstance(value, str):
        raise bad(f"'{name}' must be text", why="field_text", field=name)
    if not one_line:
        value = value.replace("\r\n", "\n").replace("\r", "\n")
    char = forbidden_char(value, multiline=not one_line)
    if char is not None:
        raise bad(f"'{name}' may not contain the invisible or control character "
                  f"U+{ord(char):04X}", why="field_char", field=name, char=f"U+{ord(char):04X}")
    folded = " ".join(value.split()) if one_line else value.strip()
    cleaned = unicodedata.normalize("NFC", folded)
    if not cleaned and low > 0:
        raise bad(f"'{name}' is required", why="field_required", field=name)
    if cleaned and not any(unicodedata.category(char)[0] in VISIBLE for char in cleaned):
        raise bad(f"'{name}' must contain a visible letter, digit or symbol",
                  why="field_visible", field=name)
    if len(cleaned) < low:
        raise bad(f"'{name}' must have at least {low} characters", why="field_short",
                  field=name, n=low)
    if len(cleaned) > high:
        raise bad(f"'{name}' may have at most {high} characters", why="field_long",
                  field=name, n=high)
    return cleaned


def printable(value: object) -> str:
    """``value`` as text safe for an operator's terminal: every control, format, bidi or
    surrogate character (line breaks included) shown as a visible escape (``\\x1b``,
    ``\\u202e``), the rest unchanged."""
    text = value if isinstance(value, str) else str(value)
    out: list[str] = []
    for char in text:
        if unicodedata.category(char)[0] == "C" and char != ZERO_WIDTH_JOINER:
            out.append(char.encode("unicode_escape").decode("ascii"))
        elif char == "\\":
            out.append("\\\\")
        else:
            out.append(char)
    return "".join(out)
