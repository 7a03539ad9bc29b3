"""Issue 19's separable parts: support and FAQ, invite QR codes, saved rule sets, and
profiles with history and ratings. :func:`maumau.web.social.routes.install` adds their
routes to the app; their database tables (:mod:`.schema`) join the server's schema."""
