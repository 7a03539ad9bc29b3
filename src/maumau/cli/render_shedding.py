"""The terminal renderer of the shedding games (classic, Tabaluga, emojical).

Everything variant-specific comes from a :class:`~maumau.cli.shedding_styles.CardStyle`;
this module turns card codes, the public table and legal actions into text.
"""

from __future__ import annotations

from maumau.cli.colour import paint
from maumau.cli.i18n import Texts
from maumau.cli.shedding_styles import CardStyle, Suit
from maumau.core.actions import Action, ActionKind, Call
from maumau.core.view import View


class SheddingRenderer:
    """Renders one shedding variant's cards, table and actions from its card style."""

    def __init__(self, style: CardStyle) -> None:
        self.style = style
        self._suit_order = {code: index for index, code in enumerate(style.suits)}
        self._face_order = {code: index for index, code in enumerate(style.faces)}

    # ----------------------------------------------------------------- cards

    def _split(self, code: str) -> tuple[Suit, str] | None:
        found = self.style.pattern.match(code)
        if found is None:
            return None
        suit = self.style.suits.get(found["suit"])
        if suit is None:
            return None
        return suit, found["face"]

    def render_card(self, code: str, lang: str, colour: bool) -> str:
        return self._card_text(code, lang, colour, in_words=False)

    def card_words(self, code: str, lang: str, colour: bool) -> str:
        """The card's name in words: ``Kreuz-Bube``, ``Jack of Clubs``, ``Rot Nimm 2``."""
        return self._card_text(code, lang, colour, in_words=True)

    def _card_text(self, code: str, lang: str, colour: bool, in_words: bool) -> str:
        """A card short (``B♣``) or in words, in its suit's colour; unknown codes as they are."""
        special = self.style.specials.get(code)
        if special is not None:
            return paint(special.names[lang] if in_words else special.short, special.colour,
                         colour)
        parts = self._split(code)
        if parts is None:
            return code
        suit, face_code = parts
        face = self.style.faces.get(face_code)
        if in_words:
            name = face.names[lang] if face is not None else face_code
            text = self.style.words[lang].format(face=name, suit=suit.names[lang])
        else:
            short = face.short[lang] if face is not None else face_code
            text = self.style.short.format(face=short, symbol=suit.symbol, code=code)
        return paint(text, suit.colour, colour)

    def describe_choice(self, choice: str, lang: str, colour: bool) -> str:
        """A wished suit or colour by name (``H`` → ``Herz``)."""
        suit = self.style.suits.get(choice)
        if suit is None:
            return choice
        name = f"{suit.symbol} {suit.names[lang]}" if suit.symbol else suit.names[lang]
        return paint(name, suit.colour, colour)

    def sort_key(self, code: str) -> tuple[int, int, str]:
        """Hand order: by suit, then face, special cards last."""
        parts = self.style.pattern.match(code)
        if code in self.style.specials or parts is None:
            return (len(self._suit_order), len(self._face_order), code)
        return (self._suit_order.get(parts["suit"], len(self._suit_order)),
                self._face_order.get(parts["face"], len(self._face_order)), code)

    # ----------------------------------------------------------------- the table

    def render_table(self, view: View, lang: str, colour: bool) -> list[str]:
        texts = Texts(lang)
        table = view.table
        first = [texts("table.top", card=self.render_card(str(table.get("top", "?")), lang,
                                                          colour))]
        wish = table.get("wish")
        if wish == "any":
            first.append(texts("table.wish_any"))
        elif wish is not None:
            first.append(paint(texts("table.wish", suit=self.describe_choice(str(wish), lang,
                                                                            colour)),
                               "bold", colour))
        pending = int(table.get("pending_draw") or 0)
        if pending:
            first.append(paint(texts("table.pending", cards=texts.cards(pending)), "bold",
                               colour))
        second = [texts("table.talon", cards=texts.cards(int(table.get("talon_size", 0))))]
        direction = table.get("direction")
        if direction in (1, -1):
            second.append(texts("table.clockwise" if direction == 1 else "table.anticlockwise"))
        return ["   ".join(first), "   ".join(second)]

    # ----------------------------------------------------------------- actions

    def describe_action(self, action: Action, view: View, lang: str, colour: bool) -> str:
        texts = Texts(lang)
        kind = action.kind
        if kind is ActionKind.PLAY:
            return self._describe_play(action, view, texts, colour)
        if kind is ActionKind.CHOOSE:
            if action.choice is not None:
                return texts("act.choose", suit=self.describe_choice(action.choice, lang, colour))
            return texts("act.choose_target", seat=action.target)
        if kind is ActionKind.DRAW:
            return texts("act.draw")
        if kind is ActionKind.TAKE:
            if view.phase == "penalty":
                return texts("act.take_penalty",
                             cards=texts.cards(int(view.table.get("pending_draw") or 0)))
            return texts("act.take_skip" if view.phase == "skip" else "act.take")
        if kind is ActionKind.PASS:
            return texts("act.pass_drawn" if view.phase == "after_draw" else "act.pass")
        if kind is ActionKind.GAMBLE:
            return texts("act.gamble")
        return str(action)

    def _describe_play(self, action: Action, view: View, texts: Texts, colour: bool) -> str:
        assert action.card is not None
        lang = texts.lang
        parts = [texts("act.play", card=self.card_words(action.card.code, lang, colour))]
        if action.choice is not None:
            parts.append(texts("act.wish", suit=self.describe_choice(action.choice, lang,
                                                                     colour)))
        elif _has_wishing_twin(action, view):
            parts.append(texts("act.no_wish"))
        if action.target is not None:
            parts.append(texts("act.target", seat=action.target))
        if action.call is Call.MAU:
            parts.append(texts("act.mau"))
        elif action.call is Call.MAU_MAU:
            parts.append(texts("act.mau_mau"))
        return ", ".join(parts)


def _has_wishing_twin(action: Action, view: View) -> bool:
    """Whether the same card may also be played with a wish (a joker without one)."""
    return any(other.card == action.card and other.choice is not None
               for other in view.legal_actions)
