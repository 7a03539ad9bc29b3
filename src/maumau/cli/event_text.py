"""Events in words, as one seat (or a spectator) may see them.

The text is built only from an event's public fields and the cards it carries; a caller
redacts events first (``round.events_for(seat)``), so a hidden card never reaches here.
A game may word events itself and name its choices (its look, through the renderer);
otherwise the generic wording below is used.
"""

from __future__ import annotations

from collections.abc import Callable

from maumau.cli.i18n import Texts
from maumau.cli.renderers import Renderer
from maumau.cli.seats import SeatNames
from maumau.core.actions import Call
from maumau.core.cards import Card
from maumau.core.events import Event, EventKind

__all__ = [
    "EventWriter",
]


class EventWriter:
    """Turns events into sentences for one reader."""

    def __init__(self, renderer: Renderer, names: SeatNames, texts: Texts,
                 colour: bool) -> None:
        self.renderer = renderer
        self.names = names
        self.texts = texts
        self.colour = colour
        self._simple: dict[EventKind, Callable[[Event], str]] = {
            EventKind.DEAL: lambda e: self._say("ev.deal", e, cards=texts.cards(e.count)),
            EventKind.START: lambda e: texts("ev.start", card=self.cards(e.cards)),
            EventKind.FORFEIT: lambda e: self._say("ev.forfeit", e),
            EventKind.PASS: lambda e: self._say("ev.pass", e),
            EventKind.SKIPPED: lambda e: self._say("ev.skipped", e),
            EventKind.REVERSED: lambda e: texts("ev.reversed"),
            EventKind.WISH: lambda e: self._say("ev.wish", e, suit=self.choice(e.choice)),
            EventKind.RESHUFFLE: lambda e: texts("ev.reshuffle", cards=texts.cards(e.count)),
            EventKind.BLOCKED: lambda e: self._say("ev.blocked", e),
            EventKind.SWAP: self._hand_to,
            EventKind.PASS_HANDS: self._hand_to,
            EventKind.GIFT: lambda e: self._say("ev.gift", e, target=names.obj(e.target),
                                                cards=self._cards_or_count(e)),
            EventKind.THROW_IN: lambda e: self._say("ev.throw_in", e, card=self.cards(e.cards)),
            EventKind.PILE: lambda e: self._say("ev.pile", e, cards=self.cards(e.cards)),
        }

    def describe(self, event: Event) -> str:
        own = self.renderer.describe_event(event, self.names, self.texts.lang, self.colour)
        if own is not None:
            return own
        simple = self._simple.get(event.kind)
        if simple is not None:
            return simple(event)
        if event.kind is EventKind.PLAY:
            return self._play(event)
        if event.kind is EventKind.CHOOSE:
            if event.choice is None:
                return self._say("ev.choose_target", event, target=self.names(event.target))
            return self._say("ev.choose", event, choice=self.choice(event.choice))
        if event.kind is EventKind.GAMBLE:
            if not event.cards:
                return self._say("ev.gamble_nothing", event)
            return self._say("ev.gamble", event, cards=self.cards(event.cards))
        if event.kind in (EventKind.DRAW, EventKind.PENALTY):
            return self._draw(event)
        if event.kind is EventKind.MAU_MISSED:
            return self._say("ev.mau_missed" if event.count else "ev.mau_locked", event)
        if event.kind is EventKind.ROUND_OVER:
            if event.seat is None:
                return self.texts("ev.round_end")
            return self._say("ev.round_over", event)
        return self._say("ev.other", event, kind=event.kind.value)

    def cards(self, cards: tuple[Card, ...]) -> str:
        return " ".join(self.renderer.render_card(card.code, self.texts.lang, self.colour)
                        for card in cards)

    def choice(self, choice: str | None) -> str:
        if choice is None:
            return "?"
        named = self.renderer.describe_choice(choice, self.texts.lang, self.colour)
        return choice if named is None else named

    def _say(self, key: str, event: Event, **fields: object) -> str:
        you = self.names.is_you(event.seat)
        return self.texts.personal(key, you, who=self.names(event.seat), **fields)

    def _play(self, event: Event) -> str:
        """``Bot 1 spielt B♣ → Bot 2, wünscht Herz, sagt Mau``: the card with what it is
        aimed at, then the clauses (a wish, a call)."""
        you = self.names.is_you(event.seat)
        texts = self.texts
        if event.cards:
            text = self._say("ev.play", event, card=self.cards(event.cards))
        else:
            text = self._say("ev.play_hidden", event)
        target = event.target
        if target is None and event.action is not None:
            target = event.action.target
        if target is not None:
            text += " " + texts("ev.targets", target=self.names.obj(target))
        clauses = [text]
        if event.choice is not None:
            named = self.renderer.describe_choice(event.choice, texts.lang, self.colour)
            if named is not None:
                clauses.append(texts.personal("ev.wishes", you, suit=named))
            else:
                clauses[0] += " " + texts("ev.choice", choice=event.choice)
        call = event.action.call if event.action is not None else Call.NONE
        if call is Call.MAU:
            clauses.append(texts.personal("ev.calls_mau", you))
        elif call is Call.MAU_MAU:
            clauses.append(texts.personal("ev.calls_mau_mau", you))
        return ", ".join(clauses)

    def _hand_to(self, event: Event) -> str:
        """One hand handed on (a swap, or passing hands round): cards if visible."""
        return self._say("ev.hand_to", event, target=self.names.obj(event.target),
                         cards=self._cards_or_count(event))

    def _cards_or_count(self, event: Event) -> str:
        if event.cards:
            return self.cards(event.cards)
        return self.texts.cards(event.count) if event.count != 1 else self.texts("ev.a_card")

    def _draw(self, event: Event) -> str:
        key = "ev.draw" if event.kind is EventKind.DRAW else "ev.penalty"
        if event.cards:
            return self._say(key + "_seen", event, cards=self.cards(event.cards))
        return self._say(key, event, cards=self.texts.cards(event.count))
