"""Computer opponents: adapters that see only a seat's view."""

from maumau.bots.base import Bot, bot_names, make_bot, register_bot

__all__ = ["Bot", "bot_names", "make_bot", "register_bot"]
