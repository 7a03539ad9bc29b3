"""The web server: tables in the browser, played over WebSockets (docs/protocol.md).

An adapter like the command line: the engine (``maumau.core`` and ``maumau.games``) is
the single authority, this package only carries its views to browsers, stores every
accepted action and rebuilds tables from their seed and actions after a restart.
"""

__all__: list[str] = []
