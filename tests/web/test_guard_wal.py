"""SQLite's write-ahead log returns to a bounded size after a burst of writes: the
server's checkpoints copy it into the database and the next commit cuts the file back to
``db.WAL_SIZE_LIMIT`` (``PRAGMA journal_size_limit``)."""

from __future__ import annotations

import time
from pathlib import Path

from maumau.web.storage.db import WAL_SIZE_LIMIT, Checkpointer, open_database

ROW = b"x" * 65_536


def test_the_log_shrinks_after_a_burst(tmp_path: Path) -> None:
    path = tmp_path / "burst.sqlite3"
    wal = Path(f"{path}-wal")
    engine = open_database(f"sqlite:///{path}", "NORMAL", background_checkpoints=True)
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql("CREATE TABLE burst (data BLOB)")
        for _ in range(200):  # 13 MB, one commit each, no checkpoint in between
            with engine.begin() as connection:
                connection.exec_driver_sql("INSERT INTO burst VALUES (?)", (ROW,))
        grown = wal.stat().st_size
        assert grown > 2 * WAL_SIZE_LIMIT
        checkpointer = Checkpointer(engine, every=0.02)
        try:
            deadline = time.monotonic() + 30
            while wal.stat().st_size > WAL_SIZE_LIMIT:
                assert time.monotonic() < deadline, f"the log stays at {wal.stat().st_size}"
                time.sleep(0.05)
                with engine.begin() as connection:  # the next commit cuts the log back
                    connection.exec_driver_sql("DELETE FROM burst WHERE rowid = "
                                               "(SELECT min(rowid) FROM burst)")
        finally:
            checkpointer.close()
        assert wal.stat().st_size <= WAL_SIZE_LIMIT < grown
    finally:
        engine.dispose()
