"""What the browser loads besides the socket: the HTML pages and static files,
links and QR codes to a table, replays, and refusals in the reader's language."""

__all__: list[str] = []
