"""Recording a finished match on a real SQLite database: a match is stored once, guests
are rated with a fresh rating that is not stored, one bot level at two seats is one
identity with both seats counted, and the ratings follow OpenSkill's Plackett-Luce."""

from __future__ import annotations

from pathlib import Path

import pytest
from openskill.models import PlackettLuce
from sqlalchemy import select

from maumau.web.social import history, schema
from maumau.web.storage.db import open_database

SEATS: list[history.Place] = [(0, "human", "Anna", None), (1, "human", "Gast", None),
                              (2, "bot", None, "medium"), (3, "bot", None, "medium")]


def test_a_finished_match_is_recorded_once_and_rated(tmp_path: Path) -> None:
    engine = open_database(f"sqlite:///{tmp_path / 'db.sqlite3'}")
    record = {"winners": [2], "totals": [30, 12, 0, 7], "rounds": [{}, {}]}
    with engine.begin() as connection:
        connection.execute(schema.profiles.insert().values(
            id="p1", secret_hash="h" * 64, name="Anna", created=0.0))
        connection.execute(schema.seat_claims.insert().values(code="t", seat=0,
                                                              profile_id="p1"))
        assert history.record_finished(connection, "t", 1, "classic", SEATS, record) == 1
        assert history.record_finished(connection, "t", 1, "classic", SEATS, record) is None
    with engine.connect() as connection:
        rows = {row.identity: row for row in connection.execute(select(schema.ratings))}
        parts = list(connection.execute(select(schema.participations)))
    assert set(rows) == {"profile:p1", "bot:medium"}
    assert [(p.profile_id, p.seat, p.won) for p in parts] == [("p1", 0, False)]
    assert (rows["bot:medium"].matches, rows["bot:medium"].wins) == (2, 1)
    assert (rows["profile:p1"].matches, rows["profile:p1"].wins) == (1, 0)
    model = PlackettLuce()
    rated = model.rate([[model.rating()] for _ in range(4)], ranks=[2.0, 2.0, 1.0, 2.0])
    assert rows["profile:p1"].mu == pytest.approx(rated[0][0].mu)
    assert rows["bot:medium"].mu == pytest.approx((rated[2][0].mu + rated[3][0].mu) / 2)
    engine.dispose()
