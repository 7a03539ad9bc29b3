"""The whole suite: the programs it starts speak the language each test asks for, never
the machine's. The command line follows ``LANG``/``LC_ALL`` (and ``LANGUAGE``) when no
``--lang`` is given, so a CI machine with an English locale would otherwise turn the
German default of every ``maumau`` subprocess into English."""

from __future__ import annotations

import os

for _variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_variable, None)
os.environ["LANG"] = "C.UTF-8"
