"""Events in words: names, the second person, and no card that the event does not carry."""

from __future__ import annotations

from maumau import Card, Event, EventKind, parse_action
from maumau.cli.event_text import EventWriter
from maumau.cli.i18n import Texts
from maumau.cli.renderers import Renderer, renderer_for
from maumau.cli.seats import SeatNames
from maumau.core.terminal import DefaultLook


def writer(lang: str = "de", you: int | None = 0) -> EventWriter:
    texts = Texts(lang)
    first = texts("seat.you") if you == 0 else texts("seat.player", seat=0)
    names = SeatNames((first, "Bot 1 (simple)"), you)
    return EventWriter(renderer_for("classic"), names, texts, False)


def drawn(seat: int) -> Event:
    return Event(EventKind.DRAW, seat, (Card("QS"),), 1, private_to=frozenset({seat}))


def test_a_draw_names_the_card_only_to_its_drawer():
    text = writer()
    assert text.describe(drawn(0).seen_by(0)) == "Du ziehst D♠"
    assert text.describe(drawn(1).seen_by(0)) == "Bot 1 (simple) zieht 1 Karte"
    assert text.describe(drawn(1).seen_by(None)) == "Bot 1 (simple) zieht 1 Karte"


def test_a_play_with_wish_and_call():
    action = parse_action("JC/H!")
    event = Event(EventKind.PLAY, 1, (Card("JC"),), action=action, choice="H")
    assert writer().describe(event) == "Bot 1 (simple) spielt B♣, wünscht ♥ Herz, sagt Mau"
    mine = Event(EventKind.PLAY, 0, (Card("JC"),), action=action, choice="H")
    assert writer("en").describe(mine) == "You play J♣, wish ♥ Hearts, call Mau"


def test_a_face_down_play_shows_no_card():
    event = Event(EventKind.PLAY, 1, (Card("JC"),), action=parse_action("JC"),
                  private_to=frozenset({1}))
    assert writer().describe(event.seen_by(0)) == "Bot 1 (simple) legt eine Karte verdeckt"


def test_penalties_missed_calls_and_the_end():
    text = writer("en", you=None)
    penalty = Event(EventKind.PENALTY, 0, (Card("7H"), Card("8H")), 2, choice="2",
                    private_to=frozenset({0}))
    assert text.describe(penalty.seen_by(None)) == "Player 0 draws 2 cards as a penalty"
    assert text.describe(Event(EventKind.MAU_MISSED, 1)) == (
        "Bot 1 (simple) forgot to call Mau: the last card stays locked")
    assert text.describe(Event(EventKind.ROUND_OVER, None)) == (
        "The round is over.")
    wish = Event(EventKind.WISH, 1, choice="D")
    assert text.describe(wish) == "Bot 1 (simple) wishes ♦ Diamonds"


def codes_only() -> Renderer:
    """A game without a look of its own knows nothing of choices: the generic wording
    must still read."""
    return Renderer(DefaultLook())


def test_a_renderer_without_choice_names_gets_neutral_wording():
    names = SeatNames(("Du", "Bot 1 (random)"), 0)
    text = EventWriter(codes_only(), names, Texts("de"), False)
    onion = Event(EventKind.PLAY, 0, (Card("k6"),), action=parse_action("k6/down"),
                  choice="down", private_to=frozenset({0}))
    assert text.describe(onion) == "Du spielst k6 (down)"
    other = EventWriter(codes_only(), SeatNames(("Spieler 0", "Du"), 1), Texts("de"), False)
    assert other.describe(onion.seen_by(1)) == "Spieler 0 legt eine Karte verdeckt (down)"
    aimed = Event(EventKind.PLAY, 1, (Card("b7"),), action=parse_action("b7>0"))
    assert text.describe(aimed) == "Bot 1 (random) spielt b7 → Du"


def test_gifts_and_swapped_hands_show_cards_only_to_the_two_seats():
    names = SeatNames(("Du", "Bot 1 (random)", "Bot 2 (random)"), 0, "dir")
    text = EventWriter(renderer_for("emojical"), names, Texts("de"), False)
    gift = Event(EventKind.GIFT, 1, (Card("y:smile"),), 1, target=0,
                 private_to=frozenset({0, 1}))
    assert text.describe(gift.seen_by(0)) == "Bot 1 (random) schenkt dir Gelb Lächeln"
    other = Event(EventKind.GIFT, 1, (Card("y:smile"),), 1, target=2,
                  private_to=frozenset({1, 2}))
    assert text.describe(other.seen_by(0)) == "Bot 1 (random) schenkt Bot 2 (random) eine Karte"
    hand = Event(EventKind.SWAP, 2, (Card("b:wink"), Card("p:sad")), 2, target=1,
                 private_to=frozenset({1, 2}))
    assert text.describe(hand.seen_by(0)) == (
        "Bot 2 (random) gibt Bot 1 (random) seine Hand: 2 Karten")
    mine = Event(EventKind.SWAP, 0, (Card("b:wink"),), 1, target=2,
                 private_to=frozenset({0, 2}))
    assert text.describe(mine.seen_by(0)) == "Du gibst Bot 2 (random) deine Hand: Blau Zwinkern"
