"""What a view implies about hidden cards (bots/tracking.py), checked against the rounds
behind the views: the unseen pool is exactly the cards the seat cannot locate, known cards
are held, and exclusions read from forced draws never exclude a card a seat holds."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Mapping

import pytest

from maumau import Match, Ruleset, load_position
from maumau.bots import make_bot
from maumau.bots.knowledge import track
from maumau.core.round import Round
from maumau.games.heuldoch.rules import CARD_MASK
from maumau.games.heuldoch.tracking import UNKNOWN_ONION, UNKNOWN_UP

CASES = [
    ("classic", {}),
    ("classic", {"jokers": 2, "voluntary_draw": False}),
    ("tabaluga", {"voluntary_draw": False}),
    ("emojical", {}),
    ("emojical", {"extra_card": "pass_hands"}),
    ("heuldoch", {}),
    ("heuldoch", {"special_cards": True}),
]


def decisions(variant: str, options: Mapping[str, object], seed: int, players: int = 4,
              bot: str = "simple") -> Iterator[Round]:
    """Every decision of one round of ``bot`` players: the round, before the decision."""
    game = Match(Ruleset.create(variant, players, None, options), seed).round
    player = make_bot(bot, variant)
    rng = random.Random(seed)
    while game.result is None:
        yield game
        seat = game.to_move
        assert seat is not None
        game.apply(player.choose(game.view(seat), rng))


def hidden_from(game: Round, seat: int, tracking_known: list[tuple[int, ...]]) -> Counter[int]:
    """The cards ``seat`` cannot locate, from the full state."""
    hidden: Counter[int] = Counter(game.talon)
    for other, hand in enumerate(game.hands):
        if other != seat:
            hidden.update(hand)
            hidden.subtract(tracking_known[other])
    return +hidden


@pytest.mark.parametrize(("variant", "options"), CASES)
def test_unseen_pool_is_what_the_seat_cannot_locate(variant: str, options: dict[str, object]
                                                    ) -> None:
    for seed in range(4):
        for game in decisions(variant, options, seed):
            seat = game.to_move
            assert seat is not None
            tracking = track(game.view(seat))
            assert tracking.notes == ()
            hidden = hidden_from(game, seat, [hand.known for hand in tracking.hands])
            if variant == "heuldoch":
                for pile, tracked in zip(game.piles, tracking.piles, strict=True):  # type: ignore[attr-defined]
                    assert len(pile) == len(tracked)
                    for entry, seen in zip(pile, tracked, strict=True):
                        if seen == UNKNOWN_ONION:
                            hidden[entry & CARD_MASK] += 1
                        else:
                            assert seen == entry
            else:
                assert list(tracking.discard) == game.discard
            assert Counter(tracking.unseen) == hidden
            for other, hand in enumerate(tracking.hands):
                assert hand.size == len(game.hands[other])
                assert not Counter(hand.known) - Counter(game.hands[other])


@pytest.mark.parametrize(("variant", "options"), [
    ("classic", {"voluntary_draw": False}), ("tabaluga", {"voluntary_draw": False}),
    ("emojical", {})])
def test_a_forced_draw_excludes_only_cards_the_seat_did_not_hold(
        variant: str, options: dict[str, object]) -> None:
    """Where drawing needs an empty choice, a draw is a fact: no card the seat holds is
    excluded by every group of its hand."""
    excluded_somewhere = False
    for seed in range(6):
        for game in decisions(variant, options, seed):
            seat = game.to_move
            assert seat is not None
            tracking = track(game.view(seat))
            for other in range(len(tracking.hands)):
                if other == seat:
                    continue
                codes = tracking.cannot_hold(other)
                excluded_somewhere |= bool(codes)
                held = {game.deck.cards[card].code for card in game.hands[other]}
                assert not (codes & held) - set(tracking.known_codes(other))
    assert excluded_somewhere


def test_assumed_habits_hold_for_the_simple_bot() -> None:
    """The simple bot draws only without a playable card, passes penalties on and throws
    in: the assumptions read its history without contradiction."""
    for seed in range(4):
        for game in decisions("emojical", {}, seed):
            seat = game.to_move
            assert seat is not None
            tracking = track(game.view(seat), assume_forced_draws=True, assume_eager=True)
            assert tracking.notes == ()


def test_the_friendly_side_names_cards() -> None:
    game = next(iter(decisions("classic", {}, 1)))
    seat = game.to_move
    assert seat is not None
    tracking = track(game.view(seat))
    unseen = tracking.unseen_codes()
    assert sum(unseen.values()) == 32 - 6 - 1
    assert all(tracking.may_hold((seat + 1) % 4, code) for code in unseen)
    own = game.view(seat).hand[0].code
    assert not tracking.may_hold((seat + 1) % 4, own) or unseen[own] > 0


@pytest.mark.parametrize("variant", ["classic", "emojical", "heuldoch"])
def test_a_round_loaded_without_history_is_read_from_the_table(variant: str) -> None:
    options = {"special_cards": True} if variant == "heuldoch" else {}
    positions = [game.to_position() for game in decisions(variant, options, 3)]
    loaded = load_position(positions[len(positions) // 2])
    seat = loaded.to_move
    assert seat is not None and not loaded.log
    tracking = track(loaded.view(seat))
    hidden = sum(len(hand) for other, hand in enumerate(loaded.hands) if other != seat)
    hidden += len(loaded.talon)
    if variant == "heuldoch":
        hidden += sum(1 for pile in tracking.piles for entry in pile
                      if entry in (UNKNOWN_ONION, UNKNOWN_UP))
    hidden += tracking.discard_unknown
    assert len(tracking.unseen) == hidden


def test_a_spectator_view_cannot_be_tracked() -> None:
    game = Match(Ruleset.create("classic", 3), 1).round
    with pytest.raises(ValueError, match="spectator"):
        track(game.view(None))
