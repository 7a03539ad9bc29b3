"""The tables in memory and what changes them: seats, commands, the bots' moves,
the messages each seat is sent, and the relay to a table's owning process."""

__all__: list[str] = []
