"""The operator's commands work on any data directory where a server ran: one where
nobody sent feedback, and one an older version wrote (without the lists and tables added
since): the schema is migrated, an empty listing says so, and a command that cannot do
its work says why in words, never with a traceback. A data directory without a database
(a mistyped path) is refused by every command that reads it, and nothing is created
there; so is a database server that cannot be reached."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from sqlalchemy import create_engine

from maumau.cli.main import main
from maumau.web.social import schema
from tests.web.servers import free_port
from tests.web.test_http import make
from tests.web.test_limits import limited, make_it_old


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    status = main([*argv, "--lang", "en"], stdout=out, stderr=out)
    text = out.getvalue()
    assert "Traceback" not in text and "sqlalchemy" not in text.lower(), text
    return status, text


def check_commands(folder: Path) -> None:
    data = ("--data-dir", str(folder))
    assert run("feedback", "list", *data) == (0, "No messages.\n")
    assert run("feedback", "list", "--json", *data) == (0, "[]\n")
    status, text = run("admin", "tables", "--broken", *data)
    assert status == 0 and text.strip(), text
    status, text = run("admin", "tables", "--release", "NOPE", *data)
    assert status != 0 and "NOPE" in text
    status, text = run("admin", "backup", str(folder / "copy.sqlite3"), *data)
    if (folder / "maumau.sqlite3").exists():
        assert status == 0 and (folder / "copy.sqlite3").exists(), text
    else:
        assert status != 0 and "maumau.sqlite3" in text


@pytest.mark.parametrize("fresh", ["missing", "empty"])
def test_a_data_directory_without_a_database_is_refused_and_left_alone(
        tmp_path: Path, fresh: str) -> None:
    folder = tmp_path / "mistyped"
    if fresh == "empty":
        folder.mkdir()
    data = ("--data-dir", str(folder))
    for command in (("feedback", "list"), ("feedback", "list", "--json"),
                    ("admin", "tables", "--broken"), ("admin", "tables", "--release", "NOPE"),
                    ("admin", "backup", str(tmp_path / "copy.sqlite3"))):
        status, text = run(*command, *data)
        assert status == 2, (command, text)
        assert f"there is no database at {folder / 'maumau.sqlite3'}" in text, text
        assert "--data-dir" in text
    assert sorted(path.name for path in tmp_path.iterdir()) == (
        ["mistyped"] if fresh == "empty" else [])
    if fresh == "empty":
        assert list(folder.iterdir()) == []


def test_an_unreachable_database_server_is_refused_in_one_line() -> None:
    url = f"postgresql+psycopg://maumau:secret@127.0.0.1:{free_port()}/maumau"
    for command in (("feedback", "list"), ("admin", "tables", "--broken")):
        status, text = run(*command, "--database-url", url)
        assert status == 75, text
        assert "secret" not in text and "maumau:***@127.0.0.1" in text, text
        assert "cannot be reached" in text and len(text.strip().splitlines()) == 1, text


def test_a_data_directory_where_nobody_sent_feedback(tmp_path: Path) -> None:
    with limited(tmp_path) as client:
        make(client)
    check_commands(tmp_path)


@pytest.mark.parametrize("postgres", [False, True])
def test_a_data_directory_an_older_version_wrote(tmp_path: Path, postgres: bool,
                                                 request: pytest.FixtureRequest) -> None:
    url = request.getfixturevalue("database_url") if postgres else None
    with limited(tmp_path, url) as client:
        make(client)
    url = url or f"sqlite:///{tmp_path / 'maumau.sqlite3'}"
    make_it_old(url)
    engine = create_engine(url)
    try:
        with engine.begin() as connection:
            schema.feedback.drop(connection)  # an older version had no support form
    finally:
        engine.dispose()
    if postgres:
        assert run("feedback", "list", "--database-url", url) == (0, "No messages.\n")
        status, _ = run("admin", "tables", "--broken", "--database-url", url)
        assert status == 0
    else:
        check_commands(tmp_path)
