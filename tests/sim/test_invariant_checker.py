"""The invariant checker itself must catch what it claims to: each check meets a planted bug."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from maumau import Event, Match, Ruleset
from maumau.compiled import build_name
from maumau.core.round import Round
from maumau.games.shedding.round import SheddingRound
from tests.support.invariants import InvariantChecker, position_cards


def classic_round(seed: int = 1) -> SheddingRound:
    rules = Ruleset.create("classic", 3)
    game = rules.game.new_round(rules, seed, 0, 2)
    assert isinstance(game, SheddingRound)
    return game


def checker() -> InvariantChecker:
    return InvariantChecker("planted bug", random.Random(0))


def test_a_sound_round_passes_every_check() -> None:
    game = classic_round()
    check = checker()
    for index in range(30):
        check.check(game, index)
        if game.result is not None:
            break
        game.apply(game.legal_actions()[0])


def test_a_lost_card_is_caught() -> None:
    game = classic_round()
    game.hands[0].pop()
    with pytest.raises(AssertionError, match="missing"):
        checker().check(game, 0)


def test_a_doubled_card_is_caught() -> None:
    game = classic_round()
    game.hands[1].append(game.hands[0][0])
    with pytest.raises(AssertionError, match="extra"):
        checker().check_cards(game, game.to_position(), "here")


def test_generic_card_reading_counts_lists_only() -> None:
    position = {"ruleset": {"variant": "none"}, "hands": [["7H"], ["8H", "9H"]],
                "piles": [{"cards": ["TH"], "onions": 1}], "drawn": "7H", "phase": "play"}
    assert sorted(position_cards(position)) == ["7H", "8H", "9H", "TH"]


def test_an_accepted_illegal_action_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    game = classic_round()
    monkeypatch.setattr(SheddingRound, "apply", lambda self, action: [])
    with pytest.raises(AssertionError, match="was accepted"):
        checker().check_illegal_refused(game, game.to_position(), "here")


def round_with_a_private_event() -> SheddingRound:
    """A classic round played (drawing where it can) until a seat has drawn a card."""
    game = classic_round()
    while not any(event.private_to for event in game.log):
        legal = game.legal_actions()
        game.apply(next((a for a in legal if str(a) in ("draw", "take")), legal[0]))
    return game


@pytest.mark.skipif(build_name() != "pure", reason="patches Event.seen_by, which the "
                    "compiled engine (make compiled) calls without looking it up")
def test_a_leaked_drawn_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    game = round_with_a_private_event()
    monkeypatch.setattr(Event, "seen_by", lambda self, seat: replace(self, private_to=None))
    monkeypatch.setattr(game, "_redactions", {})  # the rules' own are made: redact afresh
    with pytest.raises(AssertionError, match="shows"):
        checker().check_views(game, game.to_position(), "here")


def test_a_leak_in_the_rules_redactions_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A draw's redacted form made once by the rules is checked like one made by a view."""
    game = round_with_a_private_event()
    leaky = {id(event): (event, replace(event, private_to=None))
             for event in game.log if event.private_to}
    assert set(leaky) <= set(game._redactions)  # the draws are the rules' own events
    monkeypatch.setattr(game, "_redactions", leaky)
    with pytest.raises(AssertionError, match="shows"):
        checker().check_views(game, game.to_position(), "here")


def test_a_view_with_a_foreign_hand_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    game = classic_round()
    original = SheddingRound.view

    def leaky(self: Round, seat: int | None):
        view = original(self, seat)
        return replace(view, hand=original(self, 0).hand)

    monkeypatch.setattr(SheddingRound, "view", leaky)
    with pytest.raises(AssertionError, match="view shows the hand"):
        checker().check_views(game, game.to_position(), "here")


def test_legal_actions_shown_to_a_waiting_seat_are_caught(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    game = classic_round()
    original = SheddingRound.view

    def chatty(self: SheddingRound, seat: int | None):
        return replace(original(self, seat), legal_actions=tuple(self.legal_actions()))

    monkeypatch.setattr(SheddingRound, "view", chatty)
    with pytest.raises(AssertionError, match="lists legal actions"):
        checker().check_views(game, game.to_position(), "here")


def test_a_record_that_replays_differently_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    match = Match(Ruleset.create("classic", 2), 3)
    match.apply(match.round.legal_actions()[0])
    monkeypatch.setattr("tests.support.invariants.replay_record",
                        lambda record: Match(Ruleset.create("classic", 2), 3))
    with pytest.raises(AssertionError, match="different position"):
        checker().check_replay(match)
