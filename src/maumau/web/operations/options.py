"""How ``maumau serve`` is configured: the command line wins, then the environment, then
a TOML file (``--config maumau.toml``), then the defaults (docs/hosting.md).

The file holds the same names as the command line's options, with underscores::

    host = "127.0.0.1"
    port = 8000
    database_url = "postgresql+psycopg://maumau@/maumau"
    public_url = "https://cards.example.org"
    trusted_proxies = ["127.0.0.1"]
    expire_after = "7d"
    log_format = "json"
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from maumau.web.errors import ServeError

__all__ = [
    "DEFAULT_EXPIRE",
    "ENVIRONMENT",
    "LOG_FORMATS",
    "ServeError",
    "ServeOptions",
    "duration",
    "read_file",
    "resolve",
]

LOG_FORMATS = ("text", "json")
DEFAULT_EXPIRE = "7d"
_UNITS = {"": 1.0, "s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0, "w": 7 * 86400.0}
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw]?)\s*$")


@dataclass(frozen=True)
class ServeOptions:
    """Everything ``maumau serve`` may be told."""

    host: str = "127.0.0.1"
    port: int = 8000
    database_url: str | None = None
    data_dir: str = "data"
    workers: int = 1
    peer_host: str = "127.0.0.1"
    peer_port: int = 0
    public_url: str | None = None
    trusted_proxies: tuple[str, ...] = ()
    """The addresses whose ``X-Forwarded-For`` and ``X-Forwarded-Proto`` are believed
    (uvicorn's ``forwarded_allow_ips``); nobody else's. The other server processes on
    PostgreSQL (``peer_host``) are added: they relay their clients' addresses."""
    expire_after: float = 7 * 86400.0
    """Seconds after which a table nobody is at (no connection, so no action) is closed;
    its finished matches stay in the history."""
    log_format: str = "text"


ENVIRONMENT = {
    "host": "MAUMAU_HOST", "port": "MAUMAU_PORT", "database_url": "DATABASE_URL",
    "data_dir": "MAUMAU_DATA_DIR", "workers": "MAUMAU_WORKERS",
    "public_url": "MAUMAU_PUBLIC_URL", "trusted_proxies": "MAUMAU_TRUSTED_PROXIES",
    "expire_after": "MAUMAU_EXPIRE_AFTER", "log_format": "MAUMAU_LOG_FORMAT",
}
"""The environment variable of each option (``peer_host``/``peer_port`` have none: the
supervisor passes them to its workers on their command line)."""

_FIELDS = {field.name for field in dataclasses.fields(ServeOptions)}


def duration(text: object) -> float:
    """Seconds from ``3600``, ``90m``, ``12h``, ``7d`` or ``2w``; ValueError otherwise."""
    if isinstance(text, bool):
        raise ValueError(text)
    if isinstance(text, int | float):
        seconds = float(text)
    else:
        found = _DURATION.match(str(text))
        if found is None:
            raise ValueError(text)
        seconds = float(found.group(1)) * _UNITS[found.group(2)]
    if not seconds > 0:
        raise ValueError(text)
    return seconds


def _proxies(value: object) -> tuple[str, ...]:
    parts = value if isinstance(value, list | tuple) else str(value).split(",")
    return tuple(str(part).strip() for part in parts if str(part).strip())


def _convert(name: str, value: object) -> Any:
    """``value`` (from the command line, the environment or the file) as ``name`` takes
    it; ServeError ``bad_setting`` when it does not fit."""
    try:
        if name in {"port", "workers", "peer_port"}:
            if isinstance(value, bool):
                raise ValueError(value)
            return int(str(value))
        if name == "trusted_proxies":
            return _proxies(value)
        if name == "expire_after":
            return duration(value)
        if name == "log_format":
            if value not in LOG_FORMATS:
                raise ValueError(value)
            return value
        if name == "public_url":
            url = str(value).rstrip("/")
            if not re.match(r"^https?://[^/\s]+(/\S*)?$", url):
                raise ValueError(value)
            return url
        if not isinstance(value, str | Path):
            raise ValueError(value)
        return str(value)
    except ValueError:
        raise ServeError("bad_setting", f"{name}: {value!r} does not fit", name=name,
                         value=str(value)) from None


def read_file(path: str | Path) -> dict[str, Any]:
    """The settings in a TOML file; ServeError ``config_file`` when it cannot be read or
    names an unknown setting."""
    try:
        with open(path, "rb") as file:
            found = tomllib.load(file)
    except (OSError, tomllib.TOMLDecodeError) as problem:
        raise ServeError("config_file", f"{path}: {problem}", path=str(path),
                         reason=str(problem)) from None
    table = found.get("serve", found)
    unknown = sorted(set(table) - _FIELDS)
    if unknown:
        raise ServeError("config_key", f"{path}: unknown setting {unknown[0]!r}",
                         path=str(path), setting=unknown[0])
    return dict(table)


def resolve(given: Mapping[str, object], environ: Mapping[str, str],
            config: str | Path | None = None) -> ServeOptions:
    """The options: each from ``given`` (the command line: None where not given), else
    the environment, else the file ``config`` (or ``MAUMAU_CONFIG``), else its default."""
    config = config or environ.get("MAUMAU_CONFIG") or None
    layers: list[Mapping[str, object]] = [
        {name: value for name, value in given.items() if value is not None},
        {name: environ[variable] for name, variable in ENVIRONMENT.items()
         if environ.get(variable)},
    ]
    if config is not None:
        layers.append(read_file(config))
    chosen: dict[str, Any] = {}
    for name in _FIELDS:
        for layer in layers:
            if name in layer:
                chosen[name] = _convert(name, layer[name])
                break
    return ServeOptions(**chosen)
