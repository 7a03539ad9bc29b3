"""Running, watching and restoring the server: its settings (command line, environment,
file), ``/healthz``, ``/metrics``, ``maumau admin backup``/``restore``, the refusal to
start on a damaged database, the expiry of abandoned tables and the JSON log."""

from __future__ import annotations

import dataclasses
import io
import json
import logging
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2
import pytest
from fastapi.testclient import TestClient
from prometheus_client.parser import text_string_to_metric_families

from maumau.cli.main import main
from maumau.web.config import Limits, Settings
from maumau.web.operations import logs, options
from maumau.web.operations.app import create_app
from maumau.web.operations.serve import uvicorn_config
from maumau.web.storage import backup
from tests.web.clients import Client, create_table, play_until, run_async
from tests.web.servers import Running, free_port, wait_for_port

TABLE = {"variant": "classic", "preset": "single", "players": 2, "name": "Anna",
         "bot_delay_ms": 0, "seats": [{"kind": "human"}, {"kind": "bot", "level": "simple"}]}


def database(folder: Path) -> Path:
    return folder / "maumau.sqlite3"


@pytest.fixture
def app_client(tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(create_app(Settings.resolve(None, tmp_path))) as test_client:
        yield test_client


# ----------------------------------------------------------------- settings


def test_command_line_wins_over_environment_over_file_over_defaults(tmp_path: Path) -> None:
    config = tmp_path / "maumau.toml"
    config.write_text('port = 9001\nhost = "0.0.0.0"\npublic_url = "https://file.example/"\n'
                      'trusted_proxies = ["10.0.0.1", "10.0.0.2"]\nexpire_after = "2h"\n'
                      'log_format = "json"\n')
    environ = {"MAUMAU_PORT": "9002", "MAUMAU_TRUSTED_PROXIES": "127.0.0.1, ::1"}
    chosen = options.resolve({"port": 9003, "host": None}, environ, config)
    assert chosen.port == 9003  # the command line
    assert chosen.trusted_proxies == ("127.0.0.1", "::1")  # the environment
    assert chosen.host == "0.0.0.0" and chosen.expire_after == 7200.0  # the file
    assert chosen.public_url == "https://file.example" and chosen.log_format == "json"
    assert chosen.workers == 1 and chosen.data_dir == "data"  # the defaults
    assert options.resolve({}, {"MAUMAU_CONFIG": str(config)}).port == 9001
    defaults = options.resolve({}, {})
    assert defaults.trusted_proxies == () and defaults.expire_after == 7 * 86400.0


def test_bad_settings_are_refused_in_words(tmp_path: Path) -> None:
    config = tmp_path / "maumau.toml"
    config.write_text("colour = true\n")
    err = io.StringIO()
    assert main(["serve", "--config", str(config), "--lang", "en"], stdout=io.StringIO(),
                stderr=err, environ={}) == 2
    assert "unknown setting colour" in err.getvalue()
    err = io.StringIO()
    assert main(["serve", "--expire-after", "soon", "--lang", "de"], stdout=io.StringIO(),
                stderr=err, environ={}) == 2
    assert "expire_after" in err.getvalue() and "soon" in err.getvalue()
    for text in ("0", "-5m", "ten"):
        with pytest.raises(ValueError):
            options.duration(text)
    assert options.duration("90m") == 5400.0 and options.duration(30) == 30.0


def test_forwarded_addresses_are_believed_from_the_trusted_proxies_only() -> None:
    app = create_app(Settings(database_url="sqlite://"))
    nobody = uvicorn_config(app)
    assert nobody.proxy_headers is False
    proxied = uvicorn_config(app, ["10.1.2.3"])
    assert proxied.proxy_headers is True and proxied.forwarded_allow_ips == ["10.1.2.3"]


# ----------------------------------------------------------------- health and metrics


UNAVAILABLE = {"status": "unavailable",
               "reason": {"code": "database_unavailable", "params": {}}}


def test_healthz_answers_ok_then_503_when_the_database_is_gone(
        app_client: TestClient, tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    answer = app_client.get("/healthz")
    assert answer.status_code == 200, answer.text
    assert answer.json() == {"status": "ok", "database": "ok", "tables": 0, "connections": 0,
                             "processes": 1}
    assert app_client.post("/api/tables", json=TABLE).status_code == 201
    assert app_client.get("/healthz").json()["tables"] == 1
    for suffix in ("", "-wal", "-shm"):
        Path(f"{database(tmp_path)}{suffix}").unlink(missing_ok=True)
    with caplog.at_level(logging.ERROR, logger="maumau.web.operations.health"):
        answer = app_client.get("/healthz")
    assert answer.status_code == 503
    # the probe is public: no path, no address, only the code; the details go to the log
    assert answer.json() == UNAVAILABLE
    assert str(tmp_path) not in answer.text
    assert "gone" in caplog.text and str(database(tmp_path)) in caplog.text
    head = app_client.head("/healthz")
    assert head.status_code == 503 and head.content == b""


def test_healthz_answers_503_when_the_tables_are_missing(
        app_client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    engine = app_client.app.state.hub.engine  # type: ignore[attr-defined]
    with engine.begin() as connection:
        connection.exec_driver_sql("PRAGMA foreign_keys=OFF")
        connection.exec_driver_sql("ALTER TABLE maumau_tables RENAME TO lost")
    with caplog.at_level(logging.ERROR, logger="maumau.web.operations.health"):
        answer = app_client.get("/healthz")
    assert answer.status_code == 503 and answer.json() == UNAVAILABLE
    assert "maumau_tables" in caplog.text


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a Prometheus text page, parsed by prometheus_client's parser."""
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return found


def test_metrics_parse_and_count_actions_and_refusals(server: Running) -> None:
    created = create_table(server.http)

    async def play() -> None:
        host = await Client.open(server.ws, created["code"], created["token"])
        await host.send("start")
        await play_until([host], lambda s: s["state"] >= 4)
        await host.send("no_such_message")
        await host.wait_for(lambda m: m["type"] == "error")
        page = samples(httpx2.get(f"{server.http}/metrics", timeout=10).text)
        assert page[("maumau_connections", ())] == 1
        await host.close()

    run_async(play())
    assert httpx2.get(f"{server.http}/api/tables/NOSUCH", timeout=10).status_code == 404
    answer = httpx2.get(f"{server.http}/metrics", timeout=10)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/plain")
    page = samples(answer.text)
    assert page[("maumau_tables", ())] == 1
    actions = page[("maumau_actions_applied_total", ())]
    assert actions >= 1
    assert page[("maumau_action_seconds_count", ())] == actions
    assert page[("maumau_action_seconds_bucket", (("le", "+Inf"),))] == actions
    assert page[("maumau_refusals_total", (("code", "unknown_type"), ("via", "websocket")))] == 1
    assert page[("maumau_refusals_total", (("code", "unknown_table"), ("via", "http")))] == 1


# ----------------------------------------------------------------- backup and restore


def run_cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), stdout=out, stderr=err, environ={})
    return status, out.getvalue(), err.getvalue()


def test_backup_then_restore_brings_a_table_back(tmp_path: Path) -> None:
    data, file = tmp_path / "data", tmp_path / "backup.sqlite3"
    with TestClient(create_app(Settings.resolve(None, data))) as client:
        kept = client.post("/api/tables", json=TABLE).json()["code"]
        before = client.get(f"/api/tables/{kept}").json()
        # online: the server keeps running while its database is copied
        status, out, _ = run_cli("admin", "backup", str(file), "--data-dir", str(data),
                                 "--lang", "en")
        assert status == 0 and str(file) in out
        later = client.post("/api/tables", json=TABLE).json()["code"]
    status, out, err = run_cli("admin", "restore", str(file), "--data-dir", str(data),
                               "--lang", "en")
    assert status == 0, err
    assert "restored" in out and "before-restore" in out
    with TestClient(create_app(Settings.resolve(None, data))) as client:
        assert client.get(f"/api/tables/{kept}").json() == before
        assert client.get(f"/api/tables/{later}").status_code == 404


def test_restore_refuses_a_file_that_is_no_maumau_backup(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"not a database at all" * 100)
    status, _, err = run_cli("admin", "restore", str(junk), "--data-dir", str(tmp_path),
                             "--lang", "en")
    assert status == 2 and "cannot be restored" in err
    assert not database(tmp_path).exists()
    status, _, err = run_cli("admin", "backup", "--data-dir", str(tmp_path), "--lang", "en")
    assert status == 2 and "FILE" in err


def test_postgresql_is_backed_up_the_documented_way() -> None:
    status, _, err = run_cli("admin", "backup", "maumau.dump", "--database-url",
                             "postgresql+psycopg://maumau:secret@db.example/maumau",
                             "--lang", "en")
    assert status == 2
    assert "pg_dump --format=custom --file=maumau.dump " \
           "postgresql://maumau:secret@db.example/maumau" in err
    assert "pg_restore --clean --if-exists" in err


def test_a_damaged_database_is_refused_at_start_with_the_restore_command(
        tmp_path: Path) -> None:
    database(tmp_path).write_bytes(b"\x13garbage" * 4096)
    for lang, word in (("en", "damaged"), ("de", "beschädigt")):
        status, _, err = run_cli("serve", "--data-dir", str(tmp_path), "--port",
                                 str(free_port()), "--lang", lang)
        assert status == 3, err
        assert word in err and "maumau admin restore BACKUP_FILE --data-dir" in err
    done = subprocess.run([sys.executable, "-m", "maumau.web", "--data-dir", str(tmp_path),
                           "--port", str(free_port())], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 3 and "maumau admin restore" in done.stderr


def test_a_database_damaged_inside_is_found(tmp_path: Path) -> None:
    """A file that still opens but whose pages are overwritten fails ``quick_check``."""
    with TestClient(create_app(Settings.resolve(None, tmp_path))) as client:
        for _ in range(30):
            client.post("/api/tables", json=TABLE)
    path = database(tmp_path)
    assert backup.damage(path) is None
    raw = bytearray(path.read_bytes())
    page = 4096
    for start in range(2 * page, len(raw) - page, page):
        raw[start + 16:start + 200] = os.urandom(184)
    path.write_bytes(bytes(raw))
    assert backup.damage(path) is not None


# ----------------------------------------------------------------- expiry


def test_an_abandoned_table_expires_in_the_sweep(tmp_path: Path) -> None:
    settings = Settings.resolve(None, tmp_path)
    settings = dataclasses.replace(settings, limits=dataclasses.replace(
        settings.limits, idle_table_seconds=options.duration("2h")))
    with TestClient(create_app(settings)) as client:
        code = client.post("/api/tables", json=TABLE).json()["code"]
        hub = client.app.state.hub  # type: ignore[attr-defined]
        portal = client.portal
        assert portal is not None
        now = time.time()
        assert portal.call(hub.sweep, now + 3600) == []  # an hour: still open
        assert client.get(f"/api/tables/{code}").status_code == 200
        assert portal.call(hub.sweep, now + 2 * 3600 + 60) == [code]
        answer = client.get(f"/api/tables/{code}")
        assert answer.status_code == 410 and answer.json()["code"] == "table_closed"
    with sqlite3.connect(database(tmp_path)) as stored:
        assert stored.execute("SELECT count(*) FROM maumau_tables WHERE code = ?",
                              (code,)).fetchone() == (1,), "its data stay in the history"


# ----------------------------------------------------------------- logs


def test_json_log_lines_parse(tmp_path: Path) -> None:
    stream = io.StringIO()
    root = logging.getLogger()
    before = (list(root.handlers), root.level)
    try:
        logs.configure("json", stream)
        logger = logging.getLogger("maumau.web.test")
        logger.info("table %s closed", "ABCD", extra={"fields": {"code": "ABCD"}})
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            logger.exception("storing a change of table %s failed", "EFGH")
        logging.getLogger("uvicorn.error").warning("a warning from uvicorn")
    finally:
        root.handlers[:] = before[0]
        root.setLevel(before[1])
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert [line["event"] for line in lines] == [
        "table ABCD closed", "storing a change of table EFGH failed", "a warning from uvicorn"]
    assert lines[0]["level"] == "info" and lines[0]["fields"]["code"] == "ABCD"
    assert lines[0]["time"].endswith("Z")
    assert "RuntimeError: boom" in lines[1]["error"] and lines[1]["fields"]["args"] == ["EFGH"]


def test_a_server_with_json_logs_writes_each_event_once_as_json(tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "server.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "maumau", "serve", "--port", str(port), "--data-dir",
             str(tmp_path / "data"), "--public-url", "https://cards.example.org"],
            stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            env={**os.environ, "MAUMAU_LOG_FORMAT": "json"})
    try:
        wait_for_port(port)
        assert httpx2.get(f"http://127.0.0.1:{port}/healthz", timeout=10).status_code == 200
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)
    lines = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
    serving = [line for line in lines if line["event"] == "serving"]
    assert len(serving) == 1
    assert serving[0]["fields"]["public_url"] == "https://cards.example.org"
    assert all({"time", "level", "event", "fields"} <= set(line) for line in lines)


def test_limits_stay_as_they_were() -> None:
    """The expiry's default is the one idle tables were closed after before."""
    assert options.ServeOptions().expire_after == Limits().idle_table_seconds
