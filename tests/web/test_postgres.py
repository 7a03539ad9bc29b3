"""The same server code on PostgreSQL (``DATABASE_URL``): create, play, restart, go on.

The test starts a throwaway PostgreSQL from Debian's binaries. Without them it is skipped
locally and fails in CI (``CI`` set), where ``make test`` installs them."""

from __future__ import annotations

from pathlib import Path

import httpx2

from tests.web.clients import Client, create_table, play_until, run_async
from tests.web.servers import server_in_thread


def test_play_and_restart_on_postgresql(database_url: str, tmp_path: Path) -> None:
    with server_in_thread(tmp_path, database_url) as running:
        created = create_table(running.http, preset="single", players=3, seats=[
            {"kind": "human"}, {"kind": "bot", "level": "simple"},
            {"kind": "bot", "level": "random"}])
        code = created["code"]

        async def first() -> dict[str, object]:
            host = await Client.open(running.ws, code, created["token"])
            await host.send("start")
            state = await play_until([host], lambda s: s["state"] >= 4
                                     and s["view"]["to_move"] == 0)
            return state

        seen = run_async(first())
    with server_in_thread(tmp_path, database_url) as running:

        async def second() -> None:
            host = await Client.open(running.ws, code, created["token"])
            assert host.state is not None
            assert host.state["state"] == seen["state"]
            assert host.state["view"] == seen["view"]
            await play_until([host], lambda s: s["table"]["status"] == "match_over")

        run_async(second())
        record = httpx2.get(f"{running.http}/api/tables/{code}/matches/1/record").json()
        assert record["winners"] and record["format"] == "maumau-record"
