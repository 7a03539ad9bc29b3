"""Positions of the shedding machine: write one, and load one after checking it.

Fields beyond the common header (``format``, ``version``, ``ruleset``, ``seed``, ``round``,
``dealer``):

- ``chance``: chance events drawn so far [D-3]; ``hands``: one list per seat;
  ``talon``: top card first; ``discard``: top card last.
- ``to_move``: the seat that decides; ``direction``: 1 clockwise, -1 counter-clockwise.
- ``phase``: ``play``, ``after_draw`` (``drawn`` names the card that may be played),
  ``penalty`` (``pending_draw`` cards are due), ``skip`` (a skip may be countered or
  blocked), ``choose`` (the dealer's choice for the turned-up card), ``hit`` (emojical:
  block or suffer a swap, gift or Zocken laid by ``actor``), ``continue`` (emojical: the
  victim of a penalty plays on; a draw ends the turn), ``throw_in`` (emojical: the seat to
  move is asked whether it throws in the top card, laid by ``actor``; the seats after it
  up to ``actor`` are still to be asked [D-14]; the card's effect, naming ``target`` for a
  swap, is still to come and ``pending_draw`` is the stack before it).
- ``wish``: a suit, ``any`` or null; ``mau``: per seat, whether its Mau call stands;
  ``stuck``: forced draws in a row that found no card (under a draw limit: passes in a
  row with nothing left to draw).
- ``draws`` (only in a game with a draw limit): the cards the seat to move has drawn in
  this turn.
- ``actor`` (only in ``hit`` and ``throw_in``) and ``target`` (only in ``throw_in``, and
  only for a card that names a seat): seats.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from maumau.core.errors import PositionError, shown
from maumau.core.position import (
    check_all_cards,
    position_header,
    read_bool_list,
    read_cards,
    read_hands,
    read_int,
    read_seed,
    seat_params,
)
from maumau.core.ruleset import Ruleset
from maumau.games.shedding.phases import (
    AFTER_DRAW,
    CHOOSE,
    CONTINUE,
    HIT,
    OVER,
    PENALTY,
    PHASE_NAMES,
    PLAY,
    SKIP,
    THROW_IN,
)
from maumau.games.shedding.rules import HIT_EFFECTS, NO_WISH, Effect, SheddingRules

if TYPE_CHECKING:
    from maumau.games.shedding.round import SheddingRound

__all__ = [
    "load_shedding",
    "position_of",
]


def position_of(game: SheddingRound) -> dict[str, Any]:
    deck = game.deck
    rules = game.rules
    if game.wish == rules.any_wish:
        wish: str | None = "any"
    elif game.wish >= 0:
        wish = rules.suits[game.wish]
    else:
        wish = None
    data = position_header(game)
    data.update(
        discard=deck.codes_of(game.discard),
        to_move=game.seat,
        direction=game.direction,
        phase=PHASE_NAMES[game.phase_id],
        pending_draw=game.pending,
        wish=wish,
        mau=list(game.ready),
        drawn=deck.cards[game.drawn].code if game.drawn >= 0 else None,
        stuck=game.stuck,
    )
    if rules.draw_limit:
        data["draws"] = game.draws
    if game.actor >= 0:
        data["actor"] = game.actor
    if game.target >= 0:
        data["target"] = game.target
    return data


def load_shedding(cls: type[SheddingRound], ruleset: Ruleset, rules: SheddingRules,
                  data: Mapping[str, Any]) -> SheddingRound:
    n = ruleset.players
    deck = rules.deck
    game = cls(ruleset, rules, read_seed(data), read_int(data, "round", 0, 10**6),
               read_int(data, "dealer", 0, n - 1))
    game.chance = read_int(data, "chance", 0, 10**9)
    game.hands = read_hands(deck, data, n)
    game.talon = read_cards(deck, data.get("talon"), "'talon'", "talon")[::-1]
    game.discard = read_cards(deck, data.get("discard"), "'discard'", "discard")
    check_all_cards(deck, game.talon, game.discard, *game.hands)
    if not game.discard:
        raise PositionError("the discard pile cannot be empty", "position_discard_empty", {})
    for seat, hand in enumerate(game.hands):
        if not hand:
            raise PositionError(f"seat {seat} has no cards: that round is already over",
                                "position_round_over", seat_params(seat))
    game.seat = read_int(data, "to_move", 0, n - 1)
    direction = data.get("direction")
    if isinstance(direction, bool) or direction not in (1, -1):
        raise PositionError(f"'direction' must be 1 or -1, not {direction!r}",
                            "position_direction", {"value": shown(direction)})
    game.direction = int(direction)
    phase = data.get("phase")
    playing = [name for name in PHASE_NAMES if name != PHASE_NAMES[OVER]]
    if phase not in playing:
        raise PositionError(f"'phase' must be one of {', '.join(playing)}, not {phase!r}",
                            "position_phase", {"value": shown(phase),
                                               "phases": ", ".join(playing)})
    game.phase_id = PHASE_NAMES.index(phase)
    game.pending = read_int(data, "pending_draw", 0, 10**4)
    game.ready = read_bool_list(data, "mau", n)
    game.stuck = read_int(data, "stuck", 0, n - 1) if "stuck" in data else 0
    if rules.draw_limit and "draws" in data:
        game.draws = read_int(data, "draws", 0, rules.draw_limit)
    game.wish = _read_wish(rules, data.get("wish"))
    drawn = data.get("drawn")
    game.drawn = -1 if drawn is None else read_cards(deck, [drawn], "'drawn'", "drawn")[0]
    game.actor = read_int(data, "actor", 0, n - 1) if "actor" in data else -1
    game.target = read_int(data, "target", 0, n - 1) if "target" in data else -1
    _check_pending(game)
    _check_wish(game)
    _check_actor(game)
    return game


def _check_pending(game: SheddingRound) -> None:
    """The pending effect can be pending on the top card, in this phase."""

    rules = game.rules
    top = game.discard[-1]
    effect = rules.effect[top]
    top_code = game.deck.cards[top].code
    phase = game.phase_id
    if (phase == PENALTY) != (game.pending > 0) and phase != THROW_IN:
        raise PositionError("a draw penalty is pending exactly in the 'penalty' phase",
                            "position_penalty_phase", {})
    if game.pending and effect is not Effect.DRAW_STACK:
        raise PositionError(f"no draw penalty can be pending on {top_code}",
                            "position_no_penalty_on", {"top": top_code})
    if phase == SKIP and not (rules.skip_decides and effect is Effect.SKIP):
        raise PositionError(f"no skip can be pending on {top_code} with these options",
                            "position_no_skip_on", {"top": top_code})
    if phase == HIT and effect not in HIT_EFFECTS:
        raise PositionError(f"{top_code} hits nobody: no 'hit' phase on it",
                            "position_no_hit_on", {"top": top_code})
    if phase in (THROW_IN, CONTINUE) and not rules.throw_ins:
        raise PositionError(f"this game has no '{game.phase}' phase", "position_no_phase",
                            {"phase": game.phase})
    if phase == THROW_IN and not rules.open_windows and top not in game.hands[game.seat]:
        raise PositionError(f"the seat to move holds no {top_code} to throw in",
                            "position_no_throw_in", {"top": top_code})
    if game.draws and phase != PLAY:
        raise PositionError("cards drawn in this turn are counted only in the 'play' phase",
                            "position_draws_phase", {})
    if (phase == AFTER_DRAW) != (game.drawn >= 0):
        raise PositionError("a drawn card is named exactly in the 'after_draw' phase",
                            "position_drawn_phase", {})
    if game.drawn >= 0:
        if not rules.play_after_draw:
            raise PositionError("play_after_draw is off: no drawn card can wait to be played",
                                "position_drawn_off", {})
        if game.drawn not in game.hands[game.seat]:
            raise PositionError("the drawn card must be in the hand of the seat to move",
                                "position_drawn_not_in_hand", {})
        if not rules.fitting(game.discard[-1], game.wish)[game.drawn]:
            card, top_card = game.deck.cards[game.drawn].code, game.deck.cards[top].code
            raise PositionError(
                f"the drawn card {card} cannot be played on {top_card}: no drawn card waits"
                " to be played", "position_drawn_unplayable", {"card": card, "top": top_card})


def _check_wish(game: SheddingRound) -> None:
    rules = game.rules
    top = game.discard[-1]
    top_code = game.deck.cards[top].code
    if game.wish != NO_WISH and not rules.wild[top]:
        raise PositionError(f"no wish can be in force on {top_code}", "position_no_wish_on",
                            {"top": top_code})
    if game.wish == NO_WISH and rules.wild[top] and game.phase_id != CHOOSE:
        raise PositionError(f"{top_code} on top needs a wish ('wish': a suit or 'any')",
                            "position_wish_needed", {"top": top_code})
    if game.phase_id == CHOOSE and (
        not rules.starter_choice[top] or len(game.discard) != 1 or game.seat != game.dealer
        or game.wish != NO_WISH
    ):
        raise PositionError("only the dealer chooses, and only for a turned-up card that"
                            " asks for a choice", "position_choose_phase", {})


def _check_actor(game: SheddingRound) -> None:
    """``actor`` and ``target`` are named exactly where the phase needs them."""

    rules = game.rules
    top = game.discard[-1]
    names_seat = rules.effect[top] is Effect.SWAP
    phase = game.phase_id
    if (game.actor >= 0) != (phase in (HIT, THROW_IN)):
        raise PositionError("'actor' is named exactly in the 'hit' and 'throw_in' phases",
                            "position_actor_phase", {})
    if (game.target >= 0) != (phase == THROW_IN and names_seat):
        raise PositionError("'target' is named exactly in a 'throw_in' phase on a card"
                            " that names a seat", "position_target_phase", {})
    if game.actor >= 0 and game.actor == game.seat:
        raise PositionError("the seat to move cannot answer its own card",
                            "position_actor_self", {})
    if game.target >= 0 and game.target == game.actor:
        raise PositionError("a card cannot name the seat that laid it",
                            "position_target_actor", {})
    if phase == HIT and not names_seat and game.seat != (game.actor + game.direction) % game.n:
        raise PositionError("a gift or Zocken hits the next seat after 'actor'",
                            "position_hit_next", {})


def _read_wish(rules: SheddingRules, wish: object) -> int:
    if wish is None:
        return NO_WISH
    if wish == "any":
        return rules.any_wish
    if isinstance(wish, str) and wish in rules.suits:
        return rules.suits.index(wish)
    raise PositionError(f"'wish' must be one of {', '.join(rules.suits)}, 'any' or null",
                        "position_wish_value", {"suits": ", ".join(rules.suits),
                                                "value": shown(wish)})
