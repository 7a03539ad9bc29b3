"""Open tables through a real server, on SQLite and PostgreSQL: a host
lists a table publicly; the lobby's list shows listed tables that wait for players (game,
rules in brief, free seats), newest first, and drops a table once it is full or unlisted; the
listing survives a restart. Bad commands and a bad language are refused, nothing changes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx2

from maumau.web.storage import db
from tests.web.clients import Client, create_table, join, run_async
from tests.web.servers import Running, server_in_thread
from tests.web.social import count

OPEN = {"kind": "open"}


def answers(ref: str) -> Callable[[dict[str, Any]], bool]:
    return lambda message: bool(message.get("ref") == ref)


def listed(server: Running, lang: str = "de") -> list[dict[str, Any]]:
    answer = httpx2.get(f"{server.http}/api/open-tables?lang={lang}", timeout=10)
    assert answer.status_code == 200, answer.text
    tables: list[dict[str, Any]] = answer.json()["tables"]
    return tables


async def switch(server: Running, code: str, token: str, on: object, ref: str = "list"
                 ) -> dict[str, Any]:
    host = await Client.open(server.ws, code, token)
    await host.send("list_table", id=ref, on=on)
    answer = await host.wait_for(answers(ref))
    await host.close()
    return answer


def check_open_tables(server: Running) -> str:
    waiting = create_table(server.http, variant="tabaluga", preset=None, players=3,
                           seats=[{"kind": "human"}, OPEN, OPEN], options={"games": 5})
    quiet = create_table(server.http, players=2, seats=[{"kind": "human"}, OPEN])
    full = create_table(server.http, players=2)
    later = create_table(server.http, players=2, name="Bea", seats=[{"kind": "human"}, OPEN])
    assert listed(server) == []

    async def scenario() -> None:
        for table in (waiting, full, later):
            answer = await switch(server, table["code"], table["token"], True)
            assert answer["type"] == "state" and answer["table"]["listed"] is True
        for bad in ("yes", None, 1):
            answer = await switch(server, quiet["code"], quiet["token"], bad, "bad")
            assert answer["type"] == "error" and answer["code"] == "malformed"
        guest = join(server.http, quiet["code"], "Gast", None)
        answer = await switch(server, quiet["code"], guest["token"], True, "guest")
        assert answer["code"] == "not_host"

    run_async(scenario())
    assert count(server, db.table_flags) == 3
    shown = listed(server)
    assert [t["code"] for t in shown] == [later["code"], waiting["code"]]
    first = shown[1]
    assert first["variant"] == "tabaluga" and first["free"] == 2 and first["players"] == 3
    assert first["host"] == "Anna" and first["url"] == f"/t/{waiting['code']}"
    assert any("5 Spielen" in line for line in first["rules"]), first["rules"]
    english = listed(server, "en")[1]["rules"]
    assert any("5 games" in line for line in english), english
    bad = httpx2.get(f"{server.http}/api/open-tables?lang=fr", timeout=10)
    assert bad.status_code == 422 and bad.json()["code"] == "bad_request"

    join(server.http, later["code"], "Carl", 1)
    assert [t["code"] for t in listed(server)] == [waiting["code"]]
    join(server.http, waiting["code"], "Dora", 1)
    assert listed(server)[0]["free"] == 1

    async def unlist() -> None:
        answer = await switch(server, waiting["code"], waiting["token"], False)
        assert answer["table"]["listed"] is False

    run_async(unlist())
    assert listed(server) == []
    run_async(switch(server, waiting["code"], waiting["token"], True))
    return str(waiting["code"])


def test_open_tables_on_sqlite_and_after_a_restart(tmp_path: Path) -> None:
    with server_in_thread(tmp_path) as running:
        code = check_open_tables(running)
    with server_in_thread(tmp_path) as running:
        assert [t["code"] for t in listed(running)] == [code]


def test_open_tables_on_postgresql(database_url: str, tmp_path: Path) -> None:
    with server_in_thread(tmp_path, database_url) as running:
        check_open_tables(running)
