"""The social features built on the table server: support and FAQ, invite QR codes,
saved rule sets, open tables, and profiles with history, ratings and a table's series.

The server does not know them: :func:`maumau.web.social.routes.install` adds their routes
to the app and their listeners to the server's events (:mod:`maumau.web.tables.events`), and is
named in :attr:`maumau.web.config.Settings.features`. Their database tables
(:mod:`.schema`) join the server's schema."""

__all__: list[str] = []
