"""Real views from the engine for the rendering tests: the first decision found in seeded
random play that shows the wanted situation (a wish, a Mau call, a throw-in, ...)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from maumau.core.match import Match
from maumau.core.ruleset import Ruleset

ViewTest = Callable[[dict[str, Any]], bool]


def find_view(variant: str, wanted: ViewTest, players: int = 4,
              options: dict[str, Any] | None = None, seeds: int = 200) -> dict[str, Any]:
    """The view of the seat to move at the first decision that passes ``wanted``."""
    rules = Ruleset.create(variant, players, options=options or {})
    for seed in range(seeds):
        match = Match(rules, seed)
        rng = random.Random(seed)
        game = match.round
        while not game.is_over():
            seat = game.to_move
            assert seat is not None
            view = game.view(seat).to_dict()
            if wanted(view):
                return view
            game.apply(rng.choice(list(game.legal_actions())))
    raise LookupError(f"no {variant} view of that kind in {seeds} seeded games")


def summary_for(view: dict[str, Any]) -> dict[str, Any]:
    seats = [{"seat": seat, "kind": "bot", "name": None, "level": "medium", "connected": True,
              "away": False} for seat in range(view["players"])]
    seats[view["seat"]] = {"seat": view["seat"], "kind": "human", "name": "Anna",
                           "level": None, "connected": True, "away": False}
    return {"code": "test", "variant": view["variant"], "players": view["players"],
            "status": "playing", "match": 1, "round": view["round"], "seats": seats}


def has_play(test: Callable[[str], bool]) -> ViewTest:
    return lambda view: any(test(action) for action in view["legal_actions"])


def final_view(variant: str, seed: int = 1, players: int = 4,
               options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Seat 0's view of a seeded random round played to its end."""
    match = Match(Ruleset.create(variant, players, options=options or {}), seed)
    rng = random.Random(seed)
    game = match.round
    while not game.is_over():
        game.apply(rng.choice(list(game.legal_actions())))
    return game.view(0).to_dict()


def every_card_code() -> dict[str, list[str]]:
    """Every card kind of each game, as the engine's decks list them."""
    from maumau.games.heuldoch import rules as heuldoch_rules
    from maumau.games.shedding import classic, emojical, tabaluga

    return {
        "classic": [rank + suit for suit in classic.SUITS for rank in classic.RANKS]
        + [classic.JOKER],
        "tabaluga": [code for code, _ in tabaluga.deck_kinds()],
        "emojical": [code for code, _ in emojical.deck_kinds("wish")],
        "heuldoch": [card.code for card in heuldoch_rules.build_deck(True).cards] + ["onion"],
    }


def round_events(seeds: int = 6) -> dict[str, list[dict[str, Any]]]:
    """The events of seeded random rounds of every game, as seat 0 and a spectator saw them."""
    setups: list[tuple[str, dict[str, Any]]] = [
        ("classic", {"jokers": 2}), ("tabaluga", {}), ("emojical", {}),
        ("emojical", {"extra_card": "pass_hands"}), ("heuldoch", {"special_cards": True})]
    found: dict[str, list[dict[str, Any]]] = {}
    for variant, options in setups:
        for seed in range(seeds):
            match = Match(Ruleset.create(variant, 4, options=options), seed)
            rng = random.Random(seed)
            game = match.round
            while not game.is_over():
                game.apply(rng.choice(list(game.legal_actions())))
            for seat in (0, None):
                view = game.view(seat).to_dict()
                found.setdefault(variant, []).extend(view["events"])
    return found
