"""``python -m maumau.web``: see :func:`maumau.web.serve.main`."""

from maumau.web.serve import main

main()
