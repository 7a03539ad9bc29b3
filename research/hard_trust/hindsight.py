"""Hindsight: the public states a seat's view has passed through, rebuilt from its events.

A bot that asks "would this opponent have played what it played, had it held these
cards?" needs the table as that opponent saw it at each of its decisions: the top card,
the wish, the pending penalty, the phase, who had called Mau, the history so far. The view
holds only the present table and the events. :func:`replay` rebuilds the past by playing
the round again through the engine from its deal: it deals a pack that turns up the
round's starter card and deals the seat the hand it was dealt, and before each step moves
hidden cards into place as the next events show them (a card a seat lays goes into its
hand; a card the seat itself draws, or one drawn and laid at once, onto the talon; a seat
that draws where only a seat without a fitting card may draw loses its fitting cards).
Then it applies the one legal action whose events, as the seat sees them, are the events
of the view. Everything public is therefore as it was; every hidden card is a guess that
only keeps the replay legal, so a caller reads from a past state only what was public plus
the hand it puts in itself.

It covers classic and Tabaluga. In emojical the throw-in polls, swaps and gifts can be
reproduced event for event by states whose hands and turn order differ from the real ones,
and Heul doch! is another machine: for them, as for a view without the round's history
from its deal (a loaded position), it returns no state. A step that no legal action
reproduces ends the replay early: the caller gets the states up to there.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from maumau.bots.determinize import SEED_BITS
from maumau.bots.tracking import ruleset_of
from maumau.core.actions import Action
from maumau.core.cards import Card, Deck
from maumau.core.events import Event, EventKind
from maumau.core.view import View
from maumau.games.shedding.phases import PLAY
from maumau.games.shedding.round import SheddingRound
from maumau.games.shedding.variant import SheddingVariant

REPLAYED = frozenset({"classic", "tabaluga"})
LAID = frozenset({EventKind.PLAY, EventKind.THROW_IN})
DRAWN = frozenset({EventKind.DRAW, EventKind.PENALTY})


@dataclass(frozen=True)
class Step:
    """One decision of the replayed round: the state before it, and what was done."""

    state: SheddingRound
    action: Action
    events: int
    """How many of the view's events come before this decision."""


def replay(view: View, rng: random.Random) -> list[Step]:
    """The round's decisions up to the view, each with the state before it (see the module
    docstring); shorter when the history cannot be replayed to the end."""
    if view.seat is None or view.variant not in REPLAYED:
        return []
    events = view.events
    if len(events) < 2 or events[0].kind is not EventKind.DEAL or \
            events[1].kind is not EventKind.START or len(events[1].cards) != 1:
        return []
    game = _deal(view, events[1], rng)
    if game is None:
        return []
    me = view.seat
    steps: list[Step] = []
    done = len(game.log)
    while done < len(events) and game.result is None:
        game = shown = game.copy()  # cards may move, and a state caches its legal actions
        first = done
        if events[done].kind is EventKind.RESHUFFLE:  # it comes with the next draw
            game = game.copy()
            if not _reshuffle_as_seen(game, events[done], rng) or done + 1 == len(events):
                break
            done += 1
        _Arranger(game, me, rng).before(events, done)
        found = _reproduce(game, events, done, me)
        if found is None:
            break
        action, game = found
        steps.append(Step(shown, action, first))
        done = len(game.log)
    return steps


def _reshuffle_as_seen(game: SheddingRound, event: Event, rng: random.Random) -> bool:
    """The discard pile but its top turned into the talon, as the view saw it happen next,
    ahead of the draw it comes with; the cards still on the talon are drawn first."""
    pile = game.discard[:-1]
    if len(pile) != event.count:
        return False
    rng.shuffle(pile)
    del game.discard[:-1]
    game.talon[:0] = pile
    game.log.append(event)
    return True


def _deal(view: View, start: Event, rng: random.Random) -> SheddingRound | None:
    """A fresh deal of the view's round that gives the seat the hand it was dealt and turns
    up the round's starter, its own events matching the view's first ones."""
    ruleset = ruleset_of(view)
    variant = ruleset.game
    assert isinstance(variant, SheddingVariant)
    rules = variant.rules_for(ruleset)
    deck = rules.deck
    pack = deck.full_pack()
    players = view.players
    dealt = len(pack) - 1  # the deal pops the pack's end: one card a seat in turn
    seat = view.seat or 0
    wanted = {dealt - rules.hand_size * players: deck.id_of(start.cards[0].code)}
    first = (seat - view.dealer - 1) % players
    hand = _dealt_hand(view, deck)
    if len(hand) != rules.hand_size:
        return None
    for turn, card in enumerate(hand):
        wanted[dealt - first - turn * players] = card
    rest = Counter(pack)
    rest.subtract(wanted.values())
    if min(rest.values()) < 0 or min(wanted) < 0:
        return None
    others = list(rest.elements())
    rng.shuffle(others)
    pack = [wanted[index] if index in wanted else others.pop() for index in range(len(pack))]
    game = SheddingRound.deal(ruleset, rules, rng.getrandbits(SEED_BITS), view.round_index,
                              view.dealer, pack)
    if not _same(game.log, view.events, 0, seat):
        return None
    return game


def _dealt_hand(view: View, deck: Deck) -> list[int]:
    """The cards the seat was dealt: those it holds, and has laid, but has not drawn."""
    seat = view.seat
    cards = Counter(deck.id_of(card.code) for card in view.hand)
    for event in view.events:
        if event.seat != seat:
            continue
        if event.kind in LAID:
            cards.update(deck.id_of(card.code) for card in event.cards)
        elif event.kind in DRAWN:
            cards.subtract(deck.id_of(card.code) for card in event.cards)
    if min(cards.values(), default=0) < 0:
        return []
    return list(cards.elements())


def _reproduce(game: SheddingRound, events: Sequence[Event], done: int, me: int
               ) -> tuple[Action, SheddingRound] | None:
    """The legal action whose events are the view's next ones, and the state after it; an
    action that makes no event (a throw-in passed) only when no other one fits."""
    silent: tuple[Action, SheddingRound] | None = None
    for action in _likely_first(game.legal_actions(), events[done]):
        after = game.copy()
        try:
            made = after.apply(action)
        except ValueError:  # a card moved out of a hand the engine had offered it from
            continue
        if not made:
            if silent is None:
                silent = (action, after)
            continue
        if _same(made, events, done, me):
            return action, after
    return silent


def _likely_first(legal: Sequence[Action], upcoming: Event) -> list[Action]:
    """The legal actions, the one the next event names (a laid card's action) first."""
    named = upcoming.action
    if named is not None and named in legal:
        return [named, *(action for action in legal if action != named)]
    return list(legal)


def _same(made: Sequence[Event], events: Sequence[Event], start: int, me: int) -> bool:
    """Whether ``made`` are, as ``me`` sees them, the view's events from ``start`` on."""
    if start + len(made) > len(events):
        return False
    for offset, event in enumerate(made):
        private = event.private_to
        seen = event if private is None or me in private else event.seen_by(me)
        if seen != events[start + offset]:
            return False
    return True


class _Arranger:
    """Moves hidden cards of a replayed state so that its next step can go as the view saw
    it. It never touches the replaying seat's hand (dealt exactly, it stays exact) or the
    discard pile, nor the talon's cards already put in place for a draw."""

    def __init__(self, game: SheddingRound, me: int, rng: random.Random) -> None:
        self.game = game
        self.me = me
        self.rng = rng

    def before(self, events: Sequence[Event], done: int) -> None:
        """The card the next event lays into its seat's hand; cards the replaying seat
        draws, or a card drawn and laid at once, onto the talon's end; a seat that draws
        where it may draw only without a fitting card left without one."""
        game = self.game
        upcoming = events[done]
        following = events[done + 1] if done + 1 < len(events) else None
        seat = upcoming.seat
        if seat is None:
            return
        if upcoming.kind in LAID and upcoming.cards:
            self.into_hand(seat, game.deck.id_of(upcoming.cards[0].code))
            if following is not None and following.kind in DRAWN and following.seat == self.me:
                self.stack_talon(following.cards)  # a penalty the play brings (a Mau missed)
            return
        if upcoming.kind not in DRAWN:
            return
        if seat == self.me:
            self.stack_talon(upcoming.cards)
            return
        if upcoming.kind is not EventKind.DRAW:
            return
        self.nothing_playable(seat)
        same_seat = following is not None and following.seat == seat
        if same_seat and following is not None and following.kind in LAID:
            self.stack_talon(following.cards)
        else:
            self.draw_that_fits(same_seat and following is not None
                                and following.kind is EventKind.PASS)

    def places(self, but: int | None, talon_below: int | None
               ) -> list[tuple[list[int], int]]:
        """Where hidden cards lie, each list with how far to look: the talon (below
        ``talon_below``), the hands of the seats other than the replaying one and ``but``."""
        game = self.game
        talon = game.talon
        return [(talon, len(talon) if talon_below is None else talon_below),
                *((hand, len(hand)) for seat, hand in enumerate(game.hands)
                  if seat not in (self.me, but))]

    def swap_in(self, target: list[int], at: int, wanted: Callable[[int], bool],
                but: int | None, talon_below: int | None = None) -> None:
        """Exchange ``target[at]`` with the first hidden card that is ``wanted``."""
        for cards, limit in self.places(but, talon_below):
            for index in range(limit):
                card = cards[index]
                if wanted(card) and not (cards is target and index == at):
                    cards[index], target[at] = target[at], card
                    return

    def into_hand(self, seat: int, card: int) -> None:
        """Give ``seat`` a ``card`` (if it lacks one) for one of its others (not a card it
        has just drawn)."""
        game = self.game
        hand = game.hands[seat]
        if seat == self.me or card in hand:
            return
        spare = [at for at, held in enumerate(hand) if held != game.drawn]
        if spare:
            self.swap_in(hand, spare[self.rng.randrange(len(spare))], card.__eq__, seat)

    def stack_talon(self, cards: Sequence[Card]) -> None:
        """The talon's end made ``cards``, in the order they are drawn."""
        game = self.game
        talon = game.talon
        if not cards or len(cards) > len(talon):
            return  # a reshuffle comes between: the replay may stop there
        for depth, code in enumerate(cards, start=1):
            position = len(talon) - depth
            card = game.deck.id_of(code.code)
            if talon[position] != card:
                self.swap_in(talon, position, card.__eq__, None, talon_below=position)

    def draw_that_fits(self, fits: bool) -> None:
        """Where a card drawn on the turn may be played at once: the talon's end made a
        card that fits the table (the seat kept it: it passed next) or one that does not
        (the turn went on)."""
        game = self.game
        talon = game.talon
        if not game.rules.play_after_draw or game.phase_id != PLAY or not talon:
            return
        playable = game.rules.fitting(game.discard[-1], game.wish)
        if playable[talon[-1]] != fits:
            self.swap_in(talon, len(talon) - 1, lambda card: playable[card] == fits, None)

    def nothing_playable(self, seat: int) -> None:
        """Where a seat may draw only when it cannot play: each card of its hand that fits
        exchanged for a hidden one that does not."""
        game = self.game
        if game.rules.voluntary_draw or game.phase_id != PLAY:
            return
        playable = game.rules.fitting(game.discard[-1], game.wish)
        hand = game.hands[seat]
        for at, card in enumerate(hand):
            if playable[card]:
                self.swap_in(hand, at, lambda other: not playable[other], seat)

