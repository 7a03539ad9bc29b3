"""No message to a seat ever shows another seat's hidden card, in every game: each
``state`` of a whole round is checked against the engine's hands at that moment."""

from __future__ import annotations

import pytest

from tests.web.clients import Client, create_table, join, play_until, run_async
from tests.web.hidden import check_messages
from tests.web.servers import Running


@pytest.mark.parametrize("variant", ["classic", "tabaluga", "emojical", "heuldoch"])
def test_every_message_of_a_round_hides_the_other_hands(server: Running, variant: str
                                                        ) -> None:
    created = create_table(server.http, variant=variant, preset="standard", players=4,
                           throw_in_seconds=0.05, seats=[
                               {"kind": "human"}, {"kind": "open"},
                               {"kind": "bot", "level": "simple"},
                               {"kind": "bot", "level": "random"}])
    code = created["code"]
    friend = join(server.http, code, "Ben", 1)

    async def scenario() -> list[Client]:
        host = await Client.open(server.ws, code, created["token"])
        guest = await Client.open(server.ws, code, friend["token"])
        watcher = await Client.open(server.ws, code, None)
        await host.send("start")
        await play_until([host, guest, watcher],
                         lambda s: s["table"]["status"] in ("round_over", "match_over"),
                         choose=lambda s: s["view"]["legal_actions"][s["state"] % len(
                             s["view"]["legal_actions"])], timeout=60)
        return [host, guest, watcher]

    clients = run_async(scenario())
    record = server.app.state.hub.tables[code].match.to_record()
    assert record["rounds"][0]["result"] is not None
    for client in clients:
        assert check_messages(client.received, record, client.seat) > 5
