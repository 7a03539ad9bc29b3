"""Nothing lost: a server killed with SIGKILL mid-game comes back at the last acknowledged
action, with the same state id and view, and the game goes on."""

from __future__ import annotations

import asyncio
from pathlib import Path

from tests.web.clients import Client, create_table, join, play_until, run_async
from tests.web.servers import ServerProcess


def test_killed_server_resumes_at_the_same_state(tmp_path: Path) -> None:
    process = ServerProcess(tmp_path / "data")
    try:
        running = process.start()
        created = create_table(running.http, preset="standard", players=3, seats=[
            {"kind": "human"}, {"kind": "open"}, {"kind": "bot", "level": "simple"}])
        code = created["code"]
        friend = join(running.http, code, "Ben", 1)

        async def before_kill() -> dict[str, dict[str, object]]:
            host = await Client.open(running.ws, code, created["token"])
            guest = await Client.open(running.ws, code, friend["token"])
            await host.send("start")
            await play_until([host, guest], lambda s: s["state"] >= 6
                             and s["view"]["to_move"] in (0, 1))
            # every acknowledged action is in the clients' hands: settle on the last one
            await asyncio.sleep(0.2)
            for client in (host, guest):
                while True:
                    try:
                        await client.receive(timeout=0.2)
                    except TimeoutError:
                        break
            assert host.state is not None and guest.state is not None
            return {"host": host.state, "guest": guest.state}

        seen = run_async(before_kill())
        process.kill()
        assert f"maumau läuft auf http://127.0.0.1:{process.port}" in process.output()
        running = process.start()

        async def after_restart() -> None:
            host = await Client.open(running.ws, code, created["token"])
            guest = await Client.open(running.ws, code, friend["token"])
            for client, name in ((host, "host"), (guest, "guest")):
                assert client.state is not None
                assert client.state["state"] == seen[name]["state"]
                assert client.state["view"] == seen[name]["view"]
                assert client.state["scores"] == seen[name]["scores"]
            goal = seen["host"]["state"]
            assert isinstance(goal, int)
            await play_until([host, guest], lambda s: s["state"] >= goal + 3)

        run_async(after_restart())
    finally:
        process.kill()
