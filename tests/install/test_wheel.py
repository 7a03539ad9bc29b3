"""The distributions a user installs: ``uv build`` makes a wheel and an sdist with valid
metadata; the wheel installed without extras into a fresh virtual environment plays a
seeded game through the library and ``maumau play`` from scripted input, never imports
the web, database, plotting or i18n stack, and names the extra to install where a command
needs one; with ``[rl]`` added, PettingZoo's ``api_test`` passes.

Everything runs offline from uv's cache where it can (the packages the project locks are
there after ``make setup``), and online where the cache lacks something.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import textwrap
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from packaging.metadata import Metadata
from packaging.utils import canonicalize_name

import maumau
from maumau import i18n

pytestmark = pytest.mark.install

ROOT = Path(__file__).resolve().parents[2]

CORE_REQUIREMENTS = {"rich", "mypy-extensions"}
"""Everything a plain ``pip install maumau`` brings (and their own dependencies)."""

FORBIDDEN = ("fastapi", "starlette", "uvicorn", "sqlalchemy", "psycopg", "matplotlib", "babel",
             "segno", "openskill", "limits", "email_validator", "orjson", "websockets",
             "prometheus_client", "jinja2", "ray", "numpy", "gymnasium", "pettingzoo")
"""What the core must never import: the web and database stack, plotting, i18n, the rest
of the extras."""

FORBIDDEN_REQUIREMENTS = {"fastapi", "uvicorn", "starlette", "sqlalchemy", "psycopg",
                          "matplotlib", "babel", "segno", "openskill", "limits",
                          "email-validator", "orjson", "websockets", "prometheus-client",
                          "jinja2", "ray", "numpy", "gymnasium", "pettingzoo", "sb3-contrib"}


@dataclass(frozen=True)
class Dist:
    wheel: Path
    sdist: Path


def uv_command() -> list[str]:
    """uv itself: the one running the tests (``uv run`` sets ``UV``), else the one on PATH."""
    found = os.environ.get("UV") or shutil.which("uv")
    if found is None:
        pytest.fail("the install test needs uv (make setup installs it)")
    return [found]


def clean_environment() -> dict[str, str]:
    """The environment without the checkout's virtual environment and paths, so that the
    fresh one is used and the installed package, not ``src/``, is imported."""
    drop = ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "UV_PROJECT_ENVIRONMENT", "CONDA_PREFIX",
            "PYTHONSTARTUP", "UV_OFFLINE")
    environment = {key: value for key, value in os.environ.items() if key not in drop}
    environment["UV_PYTHON_DOWNLOADS"] = "never"
    environment["PYTHONDONTWRITEBYTECODE"] = "1"
    return environment


def uv(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run uv offline (from its cache) first, then online if the cache lacked something."""
    failures = []
    for offline in (True, False):
        environment = clean_environment()
        if offline:
            environment["UV_OFFLINE"] = "1"
        run = subprocess.run([*uv_command(), *args], cwd=cwd, env=environment,
                             capture_output=True, text=True, timeout=240, check=False)
        if run.returncode == 0:
            return run
        failures.append(f"uv {' '.join(args)} (offline={offline}):\n{run.stderr[-3000:]}")
    pytest.fail("\n".join(failures))


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Dist]:
    out = tmp_path_factory.mktemp("dist")
    uv("build", "--out-dir", str(out), cwd=ROOT)  # the sdist, then the wheel from it
    wheels = sorted(out.glob("maumau-*.whl"))
    sdists = sorted(out.glob("maumau-*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, sorted(path.name for path in out.iterdir())
    yield Dist(wheels[0], sdists[0])


def wheel_metadata(wheel: Path) -> Metadata:
    with zipfile.ZipFile(wheel) as archive:
        name = next(name for name in archive.namelist()
                    if name.endswith(".dist-info/METADATA"))
        return Metadata.from_email(archive.read(name), validate=True)


def sdist_metadata(sdist: Path) -> Metadata:
    with tarfile.open(sdist) as archive:
        member = next(member for member in archive.getmembers()
                      if member.name.count("/") == 1 and member.name.endswith("/PKG-INFO"))
        source = archive.extractfile(member)
        assert source is not None
        return Metadata.from_email(source.read(), validate=True)


def core_requirements(metadata: Metadata) -> set[str]:
    """The names of the requirements that hold without any extra."""
    return {canonicalize_name(requirement.name) for requirement in metadata.requires_dist or []
            if requirement.marker is None}


# ----------------------------------------------------------------- the metadata


def test_the_metadata_is_valid_and_complete(dist: Dist) -> None:
    for metadata in (wheel_metadata(dist.wheel), sdist_metadata(dist.sdist)):
        assert metadata.name == "maumau"
        assert str(metadata.version) == maumau.__version__  # the version from one place
        assert metadata.license_expression == "MIT"
        assert metadata.classifiers and "Typing :: Typed" in metadata.classifiers
        assert all(url.startswith("https://")  # never a path of the repository
                   for url in (metadata.project_urls or {}).values())
        assert metadata.description_content_type == "text/markdown"
        assert metadata.description and "Mau Mau" in metadata.description
        assert metadata.requires_python is not None
        assert set(metadata.provides_extra or []) >= {"web", "rl", "cluster", "plot", "train",
                                                      "all"}
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"## {maumau.__version__}" in changelog


def test_the_core_wheel_requires_no_web_database_plotting_or_i18n_package(dist: Dist) -> None:
    metadata = wheel_metadata(dist.wheel)
    core = core_requirements(metadata)
    assert core == CORE_REQUIREMENTS
    assert not core & FORBIDDEN_REQUIREMENTS
    web = {canonicalize_name(requirement.name) for requirement in metadata.requires_dist or []
           if requirement.marker is not None and requirement.marker.evaluate({"extra": "web"})}
    assert {"fastapi", "sqlalchemy", "uvicorn"} <= web


def test_the_wheel_ships_compiled_catalogues_and_the_sdist_the_build_hook(dist: Dist) -> None:
    with zipfile.ZipFile(dist.wheel) as archive:
        names = set(archive.namelist())
    for lang in i18n.LANGUAGES:
        assert f"maumau/locale/{lang}/LC_MESSAGES/maumau.po" in names
        assert f"maumau/locale/{lang}/LC_MESSAGES/maumau.json" in names
    assert "maumau/py.typed" in names
    # The shipped policies (maumau.rl.load_policy) travel as data files.
    assert any(name.startswith("maumau/rl/policies/") and name.endswith(".npz")
               for name in names)
    with tarfile.open(dist.sdist) as archive:
        members = {member.name.partition("/")[2] for member in archive.getmembers()}
    assert {"hatch_build.py", "pyproject.toml", "LICENSE", "CHANGELOG.md", "README.md"} <= members


# ----------------------------------------------------------------- installed


LIBRARY_SCRIPT = """\
import io, json, random, sys
from pathlib import Path

import maumau
from maumau import Match, Ruleset, i18n
from maumau.bots import make_bot

checkout = Path(sys.argv[1])
installed = checkout not in Path(maumau.__file__).resolve().parents

ruleset = Ruleset.create("classic", players=4, preset="standard")
match = Match(ruleset, seed=7)
bots = [make_bot(name, ruleset.variant) for name in ("simple", "easy", "medium", "random")]
rng = random.Random(7)
actions = 0
while not match.is_over() and actions < 20000:
    game = match.round
    if game.result is not None:
        match.next_round()
        continue
    seat = game.to_move
    match.apply(bots[seat].choose(game.view(seat), rng))
    actions += 1
result = match.result
assert result is not None, actions

from maumau.cli.main import main
out, err = io.StringIO(), io.StringIO()
status = main(["play", "--preset", "single", "--players", "2", "--seed", "11", "--no-colour",
               "--lang", "en"], stdin=io.StringIO("1\\n" * 600), stdout=out, stderr=err,
              environ={})

rl_error = ""
try:
    import maumau.rl
except ImportError as problem:
    rl_error = str(problem)

print(json.dumps({
    "installed": installed,
    "version": maumau.__version__,
    "game": [actions, list(result.winners), list(result.totals), result.rounds],
    "catalogues": {lang: i18n.read_catalogue(i18n.catalogue_path(lang), lang)
                   for lang in i18n.LANGUAGES},
    "compiled": all(i18n.compiled_path(i18n.catalogue_path(lang)).is_file()
                    for lang in i18n.LANGUAGES),
    "empty": i18n.messages("de")["phase.play"],
    "play_status": status,
    "play_out": out.getvalue(),
    "rl_error": rl_error,
    "imported": sorted({name.partition(".")[0] for name in sys.modules}),
}))
"""

PLAY = ["play", "--preset", "single", "--players", "2", "--seed", "11", "--no-colour"]


def test_the_wheel_alone_plays_and_then_learns_with_the_rl_extra(dist: Dist,
                                                               tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    uv("venv", "--python", sys.executable, str(venv), cwd=tmp_path)
    python = venv / "bin" / "python"
    uv("pip", "install", "--python", str(python), str(dist.wheel), cwd=tmp_path)

    def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        return subprocess.run(list(args), cwd=tmp_path, env=clean_environment(), input=stdin,
                              capture_output=True, text=True, timeout=240, check=False)

    # nothing of the extras came with the core
    listing = run(str(python), "-c", "import importlib.util as u, json; print(json.dumps("
                  f"[m for m in {list(FORBIDDEN)!r} if u.find_spec(m)]))")
    assert listing.returncode == 0, listing.stderr
    assert json.loads(listing.stdout) == []

    # (a) a seeded game through the library, the terminal game in process, no extra imported
    library = run(str(python), "-c", LIBRARY_SCRIPT, str(ROOT))
    assert library.returncode == 0, library.stderr
    report = json.loads(library.stdout)
    assert report["installed"]  # the wheel's package, not the checkout's src/
    assert report["version"] == maumau.__version__
    here = subprocess.run([sys.executable, "-c", LIBRARY_SCRIPT, str(ROOT)],
                          capture_output=True, text=True, timeout=240, check=False)
    assert here.returncode == 0, here.stderr
    assert report["game"] == json.loads(here.stdout)["game"]  # the same seed, the same game
    assert report["game"][0] > 0
    assert report["compiled"]  # read without Babel, which the core does not install
    assert report["catalogues"] == {lang: i18n.read_po_file(i18n.catalogue_path(lang), lang)
                                    for lang in i18n.LANGUAGES}
    assert report["empty"] == ""  # an empty text stays empty (not gettext's "untranslated")
    assert report["play_status"] == 0
    assert "The match is over after 1 round." in report["play_out"]
    assert "maumau[rl]" in report["rl_error"]
    assert not set(report["imported"]) & set(FORBIDDEN), report["imported"]

    # the same seed plays the same game as in the checkout
    checkout = subprocess.run([sys.executable, "-m", "maumau", *PLAY], input="1\n" * 600,
                              capture_output=True, text=True, timeout=240, check=False)
    assert checkout.returncode == 0, checkout.stderr

    # (b) `maumau play` with scripted input, to the end
    maumau_command = str(venv / "bin" / "maumau")
    played = run(maumau_command, *PLAY, stdin="1\n" * 600)
    assert played.returncode == 0, played.stderr
    assert "Spielende nach 1 Runde." in played.stdout
    assert played.stdout == checkout.stdout

    # (c) a command that needs a missing extra says which, on one line, exit status 2
    for lang, words in (("en", "install maumau[web]"), ("de", 'pip install "maumau[web]"')):
        served = run(maumau_command, "serve", "--lang", lang)
        assert served.returncode == 2, served.stderr
        assert words in served.stderr and served.stderr.count("\n") == 1, served.stderr
    chart = run(maumau_command, "simulate", "--games", "2", "--png", str(tmp_path / "c.png"),
                "--lang", "en")
    assert chart.returncode == 2 and "install maumau[plot]" in chart.stderr, chart.stderr
    assert not (tmp_path / "c.png").exists()
    cluster = run(maumau_command, "simulate", "--games", "2", "--cluster", "auto", "--lang", "en")
    assert cluster.returncode == 2 and "install maumau[cluster]" in cluster.stderr, cluster.stderr
    simulated = run(maumau_command, "simulate", "--games", "20", "--seed", "3", "--quiet")
    assert simulated.returncode == 0, simulated.stderr

    # then the rl extra into the same environment: PettingZoo's own checker
    uv("pip", "install", "--python", str(python), f"{dist.wheel}[rl]", cwd=tmp_path)
    checked = run(str(python), "-c", textwrap.dedent("""
        from pettingzoo.test import api_test
        import maumau.rl
        api_test(maumau.rl.env("classic", players=4), num_cycles=60)
        print("api_test passed")
    """))
    assert checked.returncode == 0, checked.stdout[-2000:] + checked.stderr[-3000:]
    assert "api_test passed" in checked.stdout
