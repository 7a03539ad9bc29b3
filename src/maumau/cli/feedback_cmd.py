"""``maumau feedback list [--json]``: the messages people sent with the support form, for
the operator. They are only stored in the server's database; nothing is sent anywhere."""

from __future__ import annotations

import argparse
import json
import unicodedata
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol, TextIO

from maumau.cli.i18n import Texts

__all__ = [
    "add_parser",
    "run_list",
]


class _Streams(Protocol):
    out: TextIO
    err: TextIO


def add_parser(commands: Any, common: argparse.ArgumentParser, texts: Texts) -> None:
    """Register ``feedback`` (with its one sub-command ``list``) on the main parser."""
    feedback = commands.add_parser(
        "feedback", parents=[common], help=texts("cli.feedback"),
        description=texts("cli.feedback"))
    actions = feedback.add_subparsers(metavar=texts("cli.metavar.action"), required=True)
    listing = actions.add_parser("list", parents=[common], help=texts("cli.feedback.list"),
                                 description=texts("cli.feedback.list"))
    listing.add_argument("--json", action="store_true", help=texts("cli.feedback.json"))
    listing.add_argument("--database-url", default=None, metavar=texts("cli.metavar.url"),
                         help=texts("cli.feedback.database_url"))
    listing.add_argument("--data-dir", type=Path, default=Path("data"),
                         metavar=texts("cli.metavar.folder"), help=texts("cli.serve.data_dir"))
    listing.set_defaults(command=run_list)


def printable(value: object) -> str:
    """``value`` with every control, format, bidi or surrogate character (line breaks
    included) as a visible escape (``\\x1b``, ``\\u202e``), backslashes doubled; the
    same rule as the server's admin listings."""
    out: list[str] = []
    for char in str(value):
        if unicodedata.category(char)[0] == "C" and char != "\u200d":
            out.append(char.encode("unicode_escape").decode("ascii"))
        else:
            out.append("\\\\" if char == "\\" else char)
    return "".join(out)


def _json_text(data: object) -> str:
    """``data`` as JSON whose control, bidi, surrogate and other invisible characters are
    all ``\\u`` escapes (the same data, but nothing a terminal acts on)."""
    out: list[str] = []
    for char in json.dumps(data, ensure_ascii=False, indent=2):
        if char == "\n" or unicodedata.category(char)[0] != "C":
            out.append(char)
        elif ord(char) > 0xFFFF:
            high, low = divmod(ord(char) - 0x10000, 0x400)
            out.append(f"\\u{0xD800 + high:04x}\\u{0xDC00 + low:04x}")
        else:
            out.append(f"\\u{ord(char):04x}")
    return "".join(out)


def run_list(args: argparse.Namespace, texts: Texts, streams: _Streams) -> int:
    from maumau.web.operations.entry import ServeError, feedback  # the web stack: only here

    try:
        messages = feedback(args.database_url, args.data_dir)
    except ServeError as problem:  # no database there (nothing is made), or none reached
        message = texts(f"error.{problem.code}", **problem.params)
        streams.err.write(texts("error.line", message=message) + "\n")
        return problem.status
    if args.json:
        streams.out.write(_json_text(messages) + "\n")
        return 0
    if not messages:
        streams.out.write(texts("feedback.none") + "\n")
        return 0
    for entry in messages:
        when = datetime.fromtimestamp(entry["created"], UTC).strftime("%Y-%m-%d %H:%M UTC")
        # every stored text is shown with its control characters escaped: a message may
        # hold sequences that would retitle or clear the operator's terminal
        about = " · ".join(printable(entry[key]) for key in ("game", "device", "os")
                           if entry[key])
        streams.out.write(f"#{entry['id']}  {when}  {printable(entry['email'])}  "
                          f"[{printable(entry['lang'])}]{'  ' + about if about else ''}\n")
        for line in entry["message"].split("\n"):
            streams.out.write(f"    {printable(line)}\n")
    return 0
