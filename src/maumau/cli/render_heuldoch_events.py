"""Heul doch!'s events in words for the terminal, German and English.

Only what differs from the generic wording is said here: the starting piles, where a card
went (own pile, a neighbour, face down), the special cards and what they did to the piles.
Events arrive redacted for the reader, so an onion shows its card only to its knowers.
"""

from __future__ import annotations

from typing import Protocol

from maumau.cli.seats import SeatNames
from maumau.core.events import Event, EventKind


class CardPainter(Protocol):
    """What the wording needs of a renderer: a card as the terminal shows it."""

    def render_card(self, code: str, lang: str, colour: bool) -> str: ...

PHRASES: dict[str, dict[str, tuple[str, str]]] = {
    # key: lang -> (third person, second person)
    "start": {"de": ("Startkarten: {piles}", "Startkarten: {piles}"),
              "en": ("Starting piles: {piles}", "Starting piles: {piles}")},
    "own": {"de": ("{who} legt {card} auf den eigenen Stapel",
                   "Du legst {card} auf deinen Stapel"),
            "en": ("{who} lays {card} on their own pile", "You lay {card} on your pile")},
    "gift": {"de": ("{who} muss {card} an {target} abgeben", "Du musst {card} an {target}"
                    " abgeben"),
             "en": ("{who} must give {card} to {target}", "You must give {card} to {target}")},
    "onion": {"de": ("{who} legt eine Zwiebel", "Du legst {card} als Zwiebel"),
              "en": ("{who} lays an onion", "You lay {card} as an onion")},
    "special": {"de": ("{who} spielt {card}", "Du spielst {card}"),
                "en": ("{who} plays {card}", "You play {card}")},
    "katapult": {"de": ("Katapult: {who} verliert {card}", "Katapult: du verlierst {card}"),
                 "en": ("Katapult: {who} loses {card}", "Katapult: you lose {card}")},
    "down": {"de": ("Werwolf: {card} von {who} wird zur Zwiebel",
                    "Werwolf: dein {card} wird zur Zwiebel"),
             "en": ("Werwolf: {who}'s {card} turns into an onion",
                    "Werwolf: your {card} turns into an onion")},
    "up": {"de": ("Werwolf: die Zwiebel von {who} ist {card}",
                  "Werwolf: deine Zwiebel ist {card}"),
           "en": ("Werwolf: {who}'s onion is {card}", "Werwolf: your onion is {card}")},
    "swap": {"de": ("{who} tauscht die oberste Karte mit {target}",
                    "Du tauschst die oberste Karte mit {target}"),
             "en": ("{who} swaps top cards with {target}", "You swap top cards with {target}")},
    "turned_up": {"de": ("{card} aufgedeckt und zurückgemischt",
                         "{card} aufgedeckt und zurückgemischt"),
                  "en": ("{card} turned up and shuffled back",
                         "{card} turned up and shuffled back")},
}
SIDES = {"de": {"left": "nach links", "right": "nach rechts"},
         "en": {"left": "to the left", "right": "to the right"}}


def describe_event(renderer: CardPainter, event: Event, names: SeatNames, lang: str,
                   colour: bool) -> str | None:
    lang = lang if lang in SIDES else "en"
    cards = " ".join(renderer.render_card(card.code, lang, colour) for card in event.cards)

    def say(key: str, **fields: str) -> str:
        third, second = PHRASES[key][lang]
        text = second if names.is_you(event.seat) else third
        return text.format(who=names(event.seat), card=cards, **fields)

    kind = event.kind
    if kind is EventKind.START:
        piles = ", ".join(f"{names(seat)} {renderer.render_card(card.code, lang, colour)}"
                          for seat, card in enumerate(event.cards))
        return say("start", piles=piles)
    if kind is EventKind.RESHUFFLE:
        return say("turned_up")
    if kind is EventKind.SWAP:
        return say("swap", target=names.obj(event.target))
    if kind is EventKind.PILE and event.choice in ("katapult", "down", "up"):
        return say(event.choice)
    if kind is not EventKind.PLAY:
        return None
    if event.choice == "down":
        return say("onion")
    if event.cards and len(event.cards[0].code) > 2:
        text = say("special")
        if event.choice in SIDES[lang]:
            text += " " + SIDES[lang][event.choice]
        elif event.target is not None:
            text += " → " + names.obj(event.target)
        return text
    if event.target == event.seat:
        return say("own")
    return say("gift", target=names.obj(event.target))
