"""``maumau feedback list [--json]``: the messages people sent with the support form, for
the operator. They are only stored in the server's database; nothing is sent anywhere."""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol, TextIO


class _Streams(Protocol):
    out: TextIO


def add_parser(commands: Any, common: argparse.ArgumentParser) -> None:
    """Register ``feedback`` (with its one sub-command ``list``) on the main parser."""
    feedback = commands.add_parser(
        "feedback", parents=[common],
        help="Nachrichten an den Support / messages sent to support",
        description="Nachrichten an den Support / messages sent to support")
    actions = feedback.add_subparsers(metavar="ACTION", required=True)
    listing = actions.add_parser("list", parents=[common],
                                 help="alle Nachrichten zeigen / show every message")
    listing.add_argument("--json", action="store_true",
                         help="als JSON ausgeben / print JSON")
    listing.add_argument("--database-url", default=None,
                         help="SQLAlchemy URL (default: DATABASE_URL, else SQLite in "
                              "--data-dir)")
    listing.add_argument("--data-dir", type=Path, default=Path("data"))
    listing.set_defaults(command=run_list)


def run_list(args: argparse.Namespace, _texts: object, streams: _Streams) -> int:
    from maumau.web.entry import feedback  # the web stack: only here

    messages = feedback(args.database_url, args.data_dir)
    if args.json:
        streams.out.write(json.dumps(messages, ensure_ascii=False, indent=2) + "\n")
        return 0
    if not messages:
        streams.out.write("Keine Nachrichten. / No messages.\n")
        return 0
    for entry in messages:
        when = datetime.fromtimestamp(entry["created"], UTC).strftime("%Y-%m-%d %H:%M UTC")
        about = " · ".join(str(entry[key]) for key in ("game", "device", "os") if entry[key])
        streams.out.write(f"#{entry['id']}  {when}  {entry['email']}  [{entry['lang']}]"
                          f"{'  ' + about if about else ''}\n")
        for line in entry["message"].splitlines() or [""]:
            streams.out.write(f"    {line}\n")
    return 0
