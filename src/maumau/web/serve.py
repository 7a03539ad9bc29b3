"""Start the server: ``maumau.web.serve.run()`` or ``python -m maumau.web``."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

import uvicorn

from maumau.web.app import create_app
from maumau.web.config import Settings


def run(host: str = "127.0.0.1", port: int = 8000, database_url: str | None = None,
        data_dir: str | Path = "data") -> None:
    """Serve maumau in this process until interrupted (one worker: the tables live in it)."""
    settings = Settings.resolve(database_url, data_dir)
    app = create_app(settings)
    shown = f"[{host}]" if ":" in host else host
    url = f"http://{shown}:{port}"
    print(f"maumau läuft auf {url} / maumau is running at {url}", flush=True)
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=262_144)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m maumau.web",
                                     description="maumau im Browser / maumau in the browser")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--database-url", default=None,
                        help="SQLAlchemy URL, e.g. postgresql+psycopg://user@host/db "
                             "(default: DATABASE_URL, else SQLite in --data-dir)")
    parser.add_argument("--data-dir", default="data")
    options = parser.parse_args(argv)
    run(options.host, options.port, options.database_url, options.data_dir)
