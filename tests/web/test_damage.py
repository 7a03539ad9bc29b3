"""Every kind of damage to a stored table is quarantined: answered with ``table_broken``
(503), listed by ``maumau admin tables --broken`` with its reason, its data kept, while
every other table is served. The damages are those a probe made by hand, plus a field of
the wrong type (SQLite keeps whatever it is given)."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from maumau.cli.main import main
from tests.web.test_http import make
from tests.web.test_limits import BOT, FAST, limited, play_match

DAMAGES = {
    "an action that does not replay":
        ("insert into maumau_actions values (:code, 999, 1, 0, 'no such move', 1)", "move"),
    "options that are not JSON":
        ("update maumau_tables set options = '{\"hand_size\": 5' where code = :code",
         "JSON"),
    "a game that does not exist":
        ("update maumau_tables set variant = 'no_such_game' where code = :code", "game"),
    "a truncated record of an older version":
        ("update maumau_matches set record = substr(record, 1, length(record) / 2) "
         "where code = :code", "record of match 1"),
    "a seat of an unknown kind":
        ("update maumau_seats set kind = 'alien' where code = :code and seat = 1", "alien"),
    "a missing seat":
        ("delete from maumau_seats where code = :code and seat = 1", "seats"),
    "a field of the wrong type":
        ("update maumau_tables set bot_delay_ms = 'slow' where code = :code",
         "bot_delay_ms"),
}


@pytest.mark.parametrize("damage", list(DAMAGES))
def test_each_damage_is_quarantined_and_the_rest_served(tmp_path: Path, damage: str) -> None:
    statement, named = DAMAGES[damage]
    with limited(tmp_path, message_rate=FAST) as client:
        broken = make(client, preset="single", seats=BOT)
        fine = make(client, preset="single", seats=BOT)
        for created in (broken, fine):
            play_match(client, created)
    with sqlite3.connect(tmp_path / "maumau.sqlite3") as database:
        database.execute(statement, {"code": broken["code"]})
    with limited(tmp_path) as client:
        answer = client.get(f"/api/tables/{broken['code']}",
                            headers={"Accept-Language": "en"})
        assert answer.status_code == 503, answer.text
        body: dict[str, Any] = answer.json()
        assert body["code"] == "table_broken" and body["message"], body
        assert client.get(f"/api/tables/{fine['code']}").json()["status"] == "match_over"
        assert client.get(f"/api/tables/{fine['code']}/matches/1/record").status_code == 200
        if "record" in damage:
            record = client.get(f"/api/tables/{broken['code']}/matches/1/record")
            assert record.status_code == 410 and record.json()["code"] == "record_damaged"
    out = io.StringIO()
    assert main(["admin", "tables", "--broken", "--data-dir", str(tmp_path), "--lang", "en"],
                stdout=out, stderr=out) == 0
    listed = out.getvalue()
    assert broken["code"] in listed and fine["code"] not in listed
    assert named in listed, listed
