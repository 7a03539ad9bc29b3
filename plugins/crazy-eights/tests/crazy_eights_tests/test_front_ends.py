"""Every front end plays the game with no line about it outside its package: ``maumau
play`` and ``maumau rules`` in the terminal, ``maumau simulate`` with every bot level,
the learning environments, and the web app (lobby, rule editor, a table with bots,
records and replays)."""

from __future__ import annotations

import dataclasses
import io
import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from pettingzoo.test import api_test

import maumau.rl as rl
from maumau import i18n, replay_record
from maumau.cli.main import main
from maumau.core.variant import find_variant
from maumau.web import catalog
from maumau.web.config import Limits, Settings
from maumau.web.operations.app import create_app
from maumau.web.tables import delta


def run_cli(args: list[str], answers: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(args, stdin=io.StringIO(answers), stdout=out, stderr=err, environ={})
    return status, out.getvalue(), err.getvalue()


# ----------------------------------------------------------------------- terminal


@pytest.mark.parametrize(("lang", "title", "over"), [
    ("en", "Crazy Eights, 3 players", "The match is over after 1 round."),
    ("de", "Crazy Eights (Verrückte Achten), 3 Spieler", "Spielende nach 1 Runde."),
])
def test_a_game_in_the_terminal_from_scripted_input(tmp_path: Path, lang: str, title: str,
                                                    over: str) -> None:
    path = tmp_path / "game.json"
    status, out, err = run_cli(
        ["play", "--variant", "crazy_eights", "--players", "3", "--seed", "3", "--no-colour",
         "--lang", lang, "--bots", "easy,medium", "--save", str(path)], "1\n" * 400)
    assert status == 0, err
    assert out.startswith(title)
    assert over in out
    record = json.loads(path.read_text(encoding="utf-8"))
    assert replay_record(record).is_over()
    status, replayed, err = run_cli(["replay", str(path), "--lang", lang, "--no-colour"])
    assert status == 0, err
    assert over in replayed


def test_the_terminal_takes_moves_in_notation_with_special_cards() -> None:
    status, out, err = run_cli(
        ["play", "--variant", "crazy_eights", "--preset", "specials", "--players", "2",
         "--seed", "8", "--no-colour", "--lang", "en"], "draw\n" * 3 + "1\n" * 400)
    assert status == 0, err
    assert "The match is over after 1 round." in out


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["Crazy Eights, 3 players", "There is no call", "up to 5 cards in a turn",
            "the discard pile but its top card becomes the new stock"]),
    ("de", ["Crazy Eights (Verrückte Achten), 3 Spieler", "Es gibt keine Ansage",
            "bis zu 5 Karten ziehen", "Ablagestapel bis auf die oberste Karte"]),
])
def test_the_rules_in_words_come_from_the_games_catalogue(lang: str, lines: list[str]) -> None:
    status, out, err = run_cli(["rules", "crazy_eights", "--lang", lang, "--players", "3"])
    assert status == 0, err
    for line in lines:
        assert line in out


# ----------------------------------------------------------------------- simulator


def test_simulate_with_the_bots_up_to_medium() -> None:
    status, out, err = run_cli(
        ["simulate", "crazy_eights", "--bots", "random,easy,simple,medium", "--games", "8",
         "--jobs", "1", "--seed", "2", "--preset", "specials", "--lang", "en"])
    assert status == 0, err
    assert "Simulation: Crazy Eights, 4 players" in out
    assert "8 games" in out


def test_simulate_with_the_search_bot() -> None:
    status, out, err = run_cli(
        ["simulate", "crazy_eights", "--bots", "hard,medium", "--players", "2", "--games", "2",
         "--jobs", "1", "--seed", "1", "--lang", "en"])
    assert status == 0, err
    assert "hard against medium" in out


# ----------------------------------------------------------------------- learning


@pytest.mark.parametrize("preset", ["standard", "specials"])
@pytest.mark.parametrize("players", [2, 4, 8])
def test_the_environment_passes_pettingzoos_api_test(players: int, preset: str) -> None:
    api_test(rl.env("crazy_eights", players, preset=preset), num_cycles=60)


def test_a_learning_seat_plays_against_the_bots() -> None:
    env = rl.single_agent_env("crazy_eights", 3, opponents=["easy", "medium"])
    env.reset(seed=4)
    for _ in range(200):
        legal = [index for index, allowed in enumerate(env.action_masks()) if allowed]
        _, _, done, truncated, _ = env.step(legal[0])
        if done or truncated:
            break
    assert done or truncated


# ----------------------------------------------------------------------- web app


@pytest.mark.parametrize(("lang", "title", "label"), [
    ("en", "Crazy Eights", "Cards drawn per turn"),
    ("de", "Crazy Eights (Verrückte Achten)", "Karten ziehen pro Zug"),
])
def test_the_lobby_and_the_rule_editor_show_the_game_in_both_languages(
        lang: str, title: str, label: str) -> None:
    found = [game for game in catalog.variants(lang) if game["name"] == "crazy_eights"]
    assert len(found) == 1
    game: dict[str, Any] = found[0]
    assert game["title"] == title
    assert game["players"] == [2, 8]
    assert {"easy", "medium"} <= set(game["bots"])
    labels = {option["name"]: option for option in game["options"]}
    assert label in json.dumps(labels["max_draw_cards"], ensure_ascii=False)
    assert all(game["preset_help"][name] for name in game["presets"])


def message_ids(data: object) -> set[str]:
    """Every catalogue message id in the game's faces (the words the page looks up)."""
    if isinstance(data, dict):
        return set().union(*(message_ids(value) for value in data.values()))
    if isinstance(data, list):
        return set().union(*(message_ids(value) for value in data))
    if isinstance(data, str) and data.startswith(("page.", "choice.", "card.")):
        return {data}
    return set()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_word_of_the_games_faces_is_in_the_catalogue(lang: str) -> None:
    faces = catalog.page_facts(find_variant("crazy_eights"))["faces"]
    ids = message_ids(faces)
    assert {"page.colour.crazy_eights.H", "page.effect.crazy_eights.eight"} <= ids
    texts = i18n.messages(lang)
    assert sorted(key for key in ids if not texts.get(key)) == []
    assert set(faces["faces"]) == set("23456789TJQKA")


def play_at_the_table(client: TestClient, code: str, token: str) -> dict[str, Any]:
    """Take seat 0 over the table's WebSocket, start the match and play the first legal
    action at every turn until the match is over; the last state."""
    with client.websocket_connect(f"/ws/{code}") as socket:
        socket.send_json({"v": 1, "type": "hello", "token": token, "lang": "en"})
        state: dict[str, Any] | None = None
        started = False
        for _ in range(5000):
            message = socket.receive_json()
            if message["type"] == "patch":
                assert state is not None
                message = delta.apply(state, message)
            if message["type"] == "welcome" and not started:
                socket.send_json({"v": 1, "type": "start"})
                started = True
            if message["type"] != "state":
                continue
            state = message
            if state["table"]["status"] == "match_over":
                return state
            view = state["view"]
            if state["table"]["status"] == "playing" and view and view["legal_actions"]:
                socket.send_json({"v": 1, "type": "action", "state": state["state"],
                                  "action": view["legal_actions"][0]})
    raise AssertionError("the match did not end")


def test_a_table_with_bots_plays_to_the_end_and_replays(tmp_path: Path) -> None:
    settings = dataclasses.replace(Settings.resolve(None, tmp_path),
                                   limits=Limits(enabled=False))
    with TestClient(create_app(settings)) as client:
        answer = client.post("/api/tables", json={
            "variant": "crazy_eights", "preset": "standard", "players": 3, "name": "Anna",
            "bot_delay_ms": 0, "seats": [{"kind": "human"}, {"kind": "bot", "level": "easy"},
                                         {"kind": "bot", "level": "medium"}]})
        assert answer.status_code == 201, answer.text
        created = answer.json()
        code = created["code"]
        final = play_at_the_table(client, code, created["token"])
        assert final["view"]["result"] is not None
        record = client.get(f"/api/tables/{code}/matches/1/record").json()
        assert replay_record(record).is_over()
        frames = client.get(f"/api/tables/{code}/matches/1/replay?seat=0").json()["frames"]
        assert len(frames) == len(record["rounds"][0]["actions"]) + 1
        assert client.get(f"/replay/{code}/1").status_code == 200
