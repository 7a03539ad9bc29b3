"""The offline table (maumau.web.offline, docs/offline.md): the server's table code answering
a page without a server, in a Python without the server's libraries; kept entries that
rebuild the table where it was; records identical to the server's; the bundle the
browser's Python runs it from."""

from __future__ import annotations

import asyncio
import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

from maumau import i18n
from maumau.core.variant import all_variants
from maumau.web.offline import bundle
from maumau.web.offline.session import OfflineSession
from maumau.web.tables import messages
from tests.support.offline_parity import check_record, play_native, play_offline
from tests.support.offline_play import Device, body_of

ROOT = Path(__file__).resolve().parents[2]

PLAY_EVERY_GAME = """
import asyncio, json, sys
from tests.support.import_block import BLOCKED, block_imports
block_imports()
from tests.support.offline_play import Device, body_of
from maumau import i18n
from maumau.core.variant import all_variants
from maumau.web.offline.session import OfflineSession

async def play(variant):
    device = Device()
    kept = []
    session = OfflineSession(device.send, kept.append)
    device.receive = session.receive
    made = json.loads(await session.create(json.dumps(body_of(
        variant, ["simple", "easy", "medium"]))))
    token = made["token"]
    session.connect(token)
    await device.hello(token, "de")
    await device.say(token, "start")
    german = None
    for _ in range(20000):
        view = device.view(token)
        if device.status(token) != "playing":
            break
        if view and view["to_move"] == view["seat"] and view["phase"] != "throw_in":
            if german is None:
                for card in view["hand"]:
                    text = card if isinstance(card, str) else json.dumps(card)
                    if text in view["legal_actions"]:
                        continue
                    answer = await device.say(token, "action", state=device.whole[token]["state"],
                                              action=text)
                    if answer and answer["type"] == "error" and answer["code"] == "illegal_action":
                        reason = answer["reason"]
                        german = [i18n.error_text("de", reason["code"], reason["params"], ""),
                                  i18n.error_text("en", reason["code"], reason["params"], ""),
                                  answer["message"]]
                        break
            await device.say(token, "action", state=device.whole[token]["state"],
                             action=view["legal_actions"][0])
        else:
            await asyncio.sleep(0.001)
    return {"status": device.status(token), "kept": len(kept), "german": german,
            "messages": len(device.sent[token])}

found = {}
for game in all_variants():
    found[game.name] = asyncio.run(play(game.name))
loaded = sorted(name for name in sys.modules if name.split(".")[0] in BLOCKED)
print(json.dumps({"games": found, "loaded": loaded}))
"""


def _run(script: str, path: list[str], tmp: Path) -> dict[str, Any]:
    """Run ``script`` in a fresh Python with ``path`` first on its path; its JSON line."""
    code = f"import sys; sys.path[:0] = {path!r}\n" + script
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=tmp, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-4000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _check_games(result: dict[str, Any]) -> None:
    assert result["loaded"] == []
    assert set(result["games"]) == {game.name for game in all_variants()}
    for name, played in result["games"].items():
        assert played["status"] in ("round_over", "match_over"), name
        assert played["kept"] > 4, name
        german = played["german"]
        assert german is not None, f"{name}: no illegal move was refused"
        de, en, english = german
        assert de and de != en and english, f"{name}: {german}"


def test_every_game_plays_a_round_without_the_servers_libraries(tmp_path: Path) -> None:
    _check_games(_run(PLAY_EVERY_GAME, [str(ROOT), str(ROOT / "src")], tmp_path))


def _session(device: Device, kept: list[str], **settings: Any) -> OfflineSession:
    session = OfflineSession(device.send, kept.append, allow_seeds=True, **settings)
    device.receive = session.receive
    return session


def test_resume_mid_round_shows_the_same_hand() -> None:
    async def scenario() -> None:
        device, kept = Device(), list[str]()
        session = _session(device, kept)
        made = json.loads(await session.create(json.dumps(body_of(
            "classic", ["simple", "easy", "random"], seed=11))))
        token = made["token"]
        session.connect(token)
        await device.hello(token)
        await device.say(token, "start")
        for _ in range(3):  # a few turns of the person
            while True:
                view = device.view(token)
                assert view is not None
                if view["to_move"] == view["seat"] and view["phase"] != "throw_in":
                    break
                await asyncio.sleep(0.001)
            await device.say(token, "action", state=device.whole[token]["state"],
                             action=view["legal_actions"][0])
        while True:  # the person to move again: nothing moves until they do
            view = device.view(token)
            assert view is not None
            if view["to_move"] == view["seat"] and view["phase"] != "throw_in":
                break
            await asyncio.sleep(0.001)
        before = session.table
        assert before is not None and before.match is not None
        again, kept_again = Device(), list[str]()
        resumed = _session(again, kept_again)
        assert json.loads(await resumed.resume(list(kept))) == made
        assert kept_again == []
        table = resumed.table
        assert table is not None and table.match is not None
        assert (table.state, table.seq, table.match.round.to_move) == (
            before.state, before.seq, before.match.round.to_move)
        resumed.connect(token)
        await again.hello(token)
        view_again = again.view(token)
        assert view_again is not None
        assert view_again["hand"] == view["hand"]
        assert view_again["legal_actions"] == view["legal_actions"]
        assert again.whole[token]["state"] == device.whole[token]["state"]
        # and it plays on: the person's move is taken, and kept
        answer = await again.say(token, "action", state=again.whole[token]["state"],
                                 action=view_again["legal_actions"][0])
        assert answer is not None and answer["type"] in ("state", "patch"), answer
        assert json.loads(kept_again[0])["kind"] == "action"

    asyncio.run(scenario())


def test_entries_are_kept_before_the_messages_that_show_them() -> None:
    async def scenario() -> None:
        order: list[str] = []
        device = Device()

        def send(token: str, text: str) -> None:
            order.append("send")
            device.send(token, text)

        session = OfflineSession(send, lambda text: order.append(json.loads(text)["kind"]))
        device.receive = session.receive
        made = json.loads(await session.create(json.dumps(body_of(
            "classic", ["simple", "simple", "simple"]))))
        assert order == ["table", "token", "made"]
        session.connect(made["token"])
        await device.hello(made["token"])
        order.clear()
        await device.say(made["token"], "start")
        assert order[0] == "match" and "send" in order

    asyncio.run(scenario())


@pytest.mark.parametrize("variant", ["classic", "heuldoch", "crazy_eights"])
def test_a_seeded_match_has_the_servers_record(variant: str, tmp_path: Path) -> None:
    body = body_of(variant, ["simple", "easy", "random"], seed=20240601)
    offline, _ = asyncio.run(play_offline(body))
    native = asyncio.run(play_native(body, tmp_path))
    assert offline == json.loads(json.dumps(native))
    check_record(offline)
    record_file = tmp_path / "offline.json"
    record_file.write_text(json.dumps(offline), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "maumau", "replay", str(record_file)],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr


def test_pass_and_play_seats_get_their_own_tokens_and_views() -> None:
    async def scenario() -> None:
        device, kept = Device(), list[str]()
        session = _session(device, kept)
        made = json.loads(await session.create(json.dumps(body_of(
            "tabaluga", ["simple", "easy"], seed=5, local=1))))
        tokens = [made["token"], made["local"][0]["token"]]
        for token in tokens:
            session.connect(token)
            await device.hello(token)
        await device.say(tokens[0], "start")
        await device.play_round(tokens)
        assert device.sent[tokens[1]][0]["seat"] == 1

    asyncio.run(scenario())


def test_the_read_only_api_answers_as_the_server() -> None:
    session = OfflineSession(lambda token, text: None, lambda text: None)
    variants = json.loads(session.get("/api/variants?lang=en"))
    assert variants["status"] == 200
    assert {entry["name"] for entry in variants["body"]["variants"]} == {
        game.name for game in all_variants()}
    texts = json.loads(session.get("/api/i18n/de"))["body"]
    assert texts["messages"] == dict(i18n.messages("de"))
    missing = json.loads(session.get("/api/variants/nope/options?lang=de"))
    assert missing["status"] == 404 and missing["body"]["code"] == "unknown_variant"
    refused = json.loads(asyncio.run(session.create(json.dumps({"variant": "nope"}), "de")))
    assert refused["status"] == 422 and refused["body"]["message"]
    rules = json.loads(asyncio.run(session.post("/api/rules?lang=en", json.dumps(
        {"variant": "classic", "players": 4}))))
    assert rules["status"] == 200 and rules["body"]


def test_messages_without_orjson_are_written_alike() -> None:
    orjson = pytest.importorskip("orjson")
    data = {"deadline": 1e-05, "small": [1e-7, 2.5e-6, 0.000123, -1.5e-5], "big": 1e16,
            "text": "Grüße \u2028 \x00 \"x\"", "nested": {"a": (1, 2.0, None, True)}}
    assert messages.float_text(1e-05) == "0.00001"
    assert messages._written(data) == orjson.dumps(data).decode()


BUNDLED_ROUND = """
import asyncio, json, sys
from tests.support.import_block import BLOCKED, block_imports
BLOCKED += ("babel",)
block_imports(BLOCKED)
from tests.support.offline_play import Device, body_of
import maumau
assert maumau.__file__.startswith(sys.path[0]), maumau.__file__
from maumau.core.variant import all_variants
from maumau.web.offline.session import OfflineSession

async def play(variant):
    device = Device()
    session = OfflineSession(device.send, lambda text: None)
    device.receive = session.receive
    made = json.loads(await session.create(json.dumps(body_of(variant, ["simple"] * 3))))
    session.connect(made["token"])
    await device.hello(made["token"])
    await device.say(made["token"], "start")
    await device.play_round([made["token"]])
    return device.status(made["token"])

print(json.dumps({"games": {game.name: asyncio.run(play(game.name))
                            for game in all_variants()},
                  "loaded": sorted(name for name in sys.modules
                                   if name.split(".")[0] in BLOCKED)}))
"""


def test_the_bundle_holds_what_the_browser_runs(tmp_path: Path) -> None:
    data, digest = bundle.build()
    assert bundle.build() == (data, digest)
    names = zipfile.ZipFile(io.BytesIO(data)).namelist()
    assert "maumau/web/offline/session.py" in names
    assert "mypy_extensions.py" in names
    for lang in i18n.LANGUAGES:
        assert f"maumau/locale/{lang}/LC_MESSAGES/maumau.json" in names
    assert not any(name.startswith("maumau/web/static/") for name in names)
    assert any(name.endswith(".dist-info/entry_points.txt") and "crazy" in name
               for name in names)
    site = tmp_path / "site-packages"
    zipfile.ZipFile(io.BytesIO(data)).extractall(site)
    # -S: no installed package is on the path, only the bundle and the tests' helpers
    done = subprocess.run([sys.executable, "-S", "-c",
                           f"import sys; sys.path[:0] = {[str(site), str(ROOT)]!r}\n"
                           + BUNDLED_ROUND],
                          capture_output=True, text=True, cwd=tmp_path, timeout=600,
                          check=False)
    assert done.returncode == 0, done.stderr[-4000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["loaded"] == []
    assert set(result["games"]) == {game.name for game in all_variants()}
    assert set(result["games"].values()) <= {"round_over", "match_over"}



def test_the_hard_bot_stops_searching_at_the_think_limit() -> None:
    async def scenario() -> None:
        device, kept = Device(), list[str]()
        session = _session(device, kept, think_limit_s=0.05)
        made = json.loads(await session.create(json.dumps(body_of(
            "classic", ["hard", "hard", "hard"], seed=9))))
        token = made["token"]
        session.connect(token)
        await device.hello(token)
        await device.say(token, "start")
        began = asyncio.get_running_loop().time()
        await device.play_round([token])
        moves = sum(json.loads(entry)["kind"] == "action" for entry in kept)
        assert (asyncio.get_running_loop().time() - began) / moves < 0.2

    asyncio.run(scenario())
