"""Profiles, history and ratings through a real server, on SQLite and on
PostgreSQL: a device-bound profile claims its seat, plays two matches against a bot, and
finds them in its history with replay links, its statistics and OpenSkill ratings (the
bot level rated too); rename, export, delete; every bad input refused with nothing stored."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx2
import pytest
from openskill.models import PlackettLuce

from maumau.web.social import schema
from tests.web.clients import Client, create_table, play_until, run_async
from tests.web.servers import Running, server_in_thread
from tests.web.social import count


def over(state: dict[str, Any]) -> bool:
    return bool(state["table"]["status"] == "match_over")


def auth(secret: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {secret}"}


def new_profile(server: Running, name: str = "Anna") -> dict[str, Any]:
    answer = httpx2.post(f"{server.http}/api/profiles", json={"name": name})
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


def play_two_matches(server: Running, code: str, token: str) -> None:
    async def scenario() -> None:
        host = await Client.open(server.ws, code, token)
        await host.send("start")
        await play_until([host], over)
        await host.send("new_match", id="new")
        await host.wait_for(lambda m: m.get("ref") == "new")
        await play_until([host], over)

    run_async(scenario())


def check_profile_flow(server: Running) -> None:
    profile = new_profile(server)
    secret, key = profile["secret"], auth(profile["secret"])
    assert httpx2.get(f"{server.http}/api/profile", headers=key).json()["name"] == "Anna"
    created = create_table(server.http, preset="single", players=2, seats=[
        {"kind": "human"}, {"kind": "bot", "level": "easy"}])
    code = created["code"]
    claimed = httpx2.post(f"{server.http}/api/profile/seats", headers=key,
                          json={"code": code, "token": created["token"]})
    assert claimed.status_code == 200 and claimed.json() == {"code": code, "seat": 0}
    play_two_matches(server, code, created["token"])

    records = [httpx2.get(f"{server.http}/api/tables/{code}/matches/{n}/record").json()
               for n in (1, 2)]
    listed = httpx2.get(f"{server.http}/api/profile/history", headers=key).json()
    assert [m["number"] for m in listed["matches"]] == [2, 1] and listed["next"] is None
    newest = listed["matches"][0]
    assert newest["variant"] == "classic" and newest["code"] == code
    assert [p["name"] for p in newest["players"]] == ["Anna", None]
    assert newest["players"][1]["level"] == "easy"
    assert newest["winners"] == records[1]["winners"]
    assert newest["won"] == (0 in records[1]["winners"])
    assert httpx2.get(server.http + newest["replay"]).status_code == 200
    paged = httpx2.get(f"{server.http}/api/profile/history?before={newest['id']}",
                       headers=key).json()
    assert [m["number"] for m in paged["matches"]] == [1]

    model = PlackettLuce()
    me, bot = model.rating(), model.rating()
    for record in records:
        ranks: list[float] = [1 if seat in record["winners"] else 2 for seat in (0, 1)]
        [[me], [bot]] = model.rate([[me], [bot]], ranks=ranks)
    wins = sum(0 in record["winners"] for record in records)
    games = httpx2.get(f"{server.http}/api/profile/stats", headers=key).json()["games"]
    assert len(games) == 1
    classic = games[0]
    assert classic["variant"] == "classic" and classic["matches"] == 2
    assert classic["wins"] == wins and classic["win_share"] == wins / 2
    assert classic["mu"] == pytest.approx(me.mu, abs=1e-3)
    assert classic["rating"] == pytest.approx(me.ordinal(), abs=0.01)
    assert [b["level"] for b in classic["bots"]] == ["easy"]
    assert classic["bots"][0]["mu"] == pytest.approx(bot.mu, abs=1e-3)

    chosen = {"large": True, "calm": True, "pace": "slow"}
    stored = httpx2.put(f"{server.http}/api/profile/settings", headers=key, json=chosen)
    assert stored.status_code == 200, stored.text
    renamed = httpx2.patch(f"{server.http}/api/profile", headers=key, json={"name": "Oma"})
    assert renamed.json()["name"] == "Oma"
    exported = httpx2.get(f"{server.http}/api/profile/export", headers=key)
    assert "attachment" in exported.headers["content-disposition"]
    data = exported.json()
    assert data["profile"]["name"] == "Oma" and len(data["matches"]) == 2
    assert data["seats"] == [{"code": code, "seat": 0}]
    assert data["settings"] == chosen  # the accessibility settings are the profile's too

    deleted = httpx2.delete(f"{server.http}/api/profile", headers=key)
    assert deleted.status_code == 200
    gone = httpx2.get(f"{server.http}/api/profile", headers=auth(secret))
    assert gone.status_code == 401 and gone.json()["code"] == "unknown_profile"
    for table in (schema.profiles, schema.seat_claims, schema.participations):
        assert count(server, table) == 0
    assert count(server, schema.ratings) == 1  # the easy bot keeps its rating
    assert count(server, schema.finished_matches) == 2


def test_profile_history_and_ratings_on_sqlite(server: Running) -> None:
    check_profile_flow(server)


def test_profile_history_and_ratings_on_postgresql(database_url: str, tmp_path: Path) -> None:
    with server_in_thread(tmp_path, database_url) as running:
        check_profile_flow(running)
        saved = httpx2.post(f"{running.http}/api/rulesets", json={
            "name": "Omas Regeln", "ruleset": {"variant": "heuldoch", "players": 3}})
        assert saved.status_code == 201
        assert httpx2.get(saved.json()["share_url"].replace("/rules/", "/api/rulesets/")
                          ).json()["name"] == "Omas Regeln"
        sent = httpx2.post(f"{running.http}/api/feedback", json={
            "email": "a@example.org", "message": "Alles gut, danke schön!"})
        assert sent.status_code == 201 and count(running, schema.feedback) == 1


@pytest.mark.parametrize(("body", "words"), [
    ({"name": ""}, "'name' is required"), ({"name": "x" * 41}, "at most 40"),
    ({}, "'name' is required"), ([], "JSON object")])
def test_bad_profile_names_store_nothing(server: Running, body: object, words: str) -> None:
    answer = httpx2.post(f"{server.http}/api/profiles", json=body)
    assert answer.status_code == 422 and words in answer.json()["detail"]
    profile = new_profile(server)
    renamed = httpx2.patch(f"{server.http}/api/profile", headers=auth(profile["secret"]),
                           json=body)
    assert renamed.status_code == 422 and words in renamed.json()["detail"]
    assert httpx2.get(f"{server.http}/api/profile",
                      headers=auth(profile["secret"])).json()["name"] == "Anna"
    assert count(server, schema.profiles) == 1


def test_bad_secrets_and_seat_claims_are_refused(server: Running) -> None:
    profile = new_profile(server)
    key = auth(profile["secret"])
    for headers, code in (({}, "no_profile"), ({"Authorization": "Basic x"}, "no_profile"),
                          (auth("wrong"), "unknown_profile")):
        for method, path in (("GET", "history"), ("GET", "stats"), ("GET", "export"),
                             ("DELETE", ""), ("POST", "seats")):
            answer = httpx2.request(method, f"{server.http}/api/profile/{path}".rstrip("/"),
                                    headers=headers, json={})
            assert answer.status_code == 401 and answer.json()["code"] == code
    created = create_table(server.http)
    joined = httpx2.post(f"{server.http}/api/tables/{created['code']}/join",
                         json={"name": "Zuschauer", "seat": None}).json()
    for body, status, code in (
            ({"code": created["code"], "token": "nope"}, 403, "bad_token"),
            ({"code": created["code"], "token": joined["token"]}, 403, "bad_token"),
            ({"code": "nope", "token": created["token"]}, 404, "unknown_table"),
            ({"code": created["code"]}, 422, "bad_request")):
        answer = httpx2.post(f"{server.http}/api/profile/seats", headers=key, json=body)
        assert answer.status_code == status and answer.json()["code"] == code
    assert count(server, schema.seat_claims) == 0
    assert count(server, schema.profiles) == 1
