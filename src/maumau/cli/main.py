"""The ``maumau`` command: ``play``, ``replay``, ``rules`` and ``simulate``.

Parses the command line, builds what a command needs, and maps every user error to a
one-line message on stderr with exit status 2 (a record that does not replay, or a bot that
breaks the rules in a simulation: status 1).
"""

from __future__ import annotations

import argparse
import os
import re
import secrets
import sys
from collections.abc import Mapping, Sequence
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import IO, TYPE_CHECKING, NoReturn, TextIO

from maumau import i18n
from maumau.bots.base import Bot, bot_names, make_bot
from maumau.cli import feedback_cmd
from maumau.cli.argparse_texts import argparse_speaking
from maumau.cli.colour import colour_wanted
from maumau.cli.extras import MissingExtraError, missing_extra
from maumau.cli.i18n import DEFAULT_LANGUAGE, LANGUAGES, Texts, language_from_environment
from maumau.cli.os_text import os_reason
from maumau.cli.play import PlayLoop
from maumau.cli.renderers import Renderer
from maumau.cli.replay import Replay
from maumau.cli.rules_cmd import run_rules
from maumau.cli.save_file import check_writable
from maumau.core.chance import Seed
from maumau.core.documents import read_document
from maumau.core.errors import MauMauError, RecordError, RulesetError
from maumau.core.match import Match
from maumau.core.record import RECORD_FORMAT, RECORD_VERSION, replay_record
from maumau.core.ruleset import Ruleset
from maumau.core.variant import all_variants, default_variant, find_variant
from maumau.option_labels import refusal_text
from maumau.sim import DEFAULT_MAX_ACTIONS, SetupError, SimulationError, default_jobs

if TYPE_CHECKING:  # the web stack is imported only where a command needs it
    from maumau.web.errors import ServeError

__all__ = ["UsageError", "build_parser", "default_players", "main", "random_seed"]


class UsageError(Exception):
    """A command line that names something impossible; exit status 2."""


class _Parser(argparse.ArgumentParser):
    """Prints its own errors on one line, in the chosen language."""

    texts = Texts()

    def error(self, message: str) -> NoReturn:
        line = self.texts("error.usage", message=message, prog=self.prog)
        self.exit(2, f"{self.prog}: {line}\n")


class _Streams:
    def __init__(self, inp: TextIO, out: TextIO, err: TextIO,
                 environ: Mapping[str, str]) -> None:
        self.inp = inp
        self.out = out
        self.err = err
        self.environ = environ


def main(argv: Sequence[str] | None = None, *, stdin: TextIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None,
         environ: Mapping[str, str] | None = None) -> int:
    """Run the command line; return the exit status. Streams are injectable for tests."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    streams = _Streams(stdin or sys.stdin, stdout or _forgiving(sys.stdout),
                       stderr or _forgiving(sys.stderr),
                       os.environ if environ is None else environ)
    texts = Texts(_language_in(args_list, streams.environ))
    try:
        with redirect_stdout(streams.out), redirect_stderr(streams.err), \
                argparse_speaking(texts):
            args = build_parser(texts).parse_args(args_list)
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 2
    texts = Texts(args.lang)
    try:
        status: int = args.command(args, texts, streams)
    except RulesetError as problem:
        message = refusal_text(texts.lang, problem, with_names=True)
        streams.err.write(texts("error.line", message=message) + "\n")
        return 2
    except ModuleNotFoundError as problem:
        refusal = missing_extra(problem, texts)  # an extra's module: say which to install
        if refusal is None:
            raise
        streams.err.write(texts("error.line", message=refusal) + "\n")
        return 2
    except (UsageError, MissingExtraError) as problem:
        streams.err.write(texts("error.line", message=problem) + "\n")
        return 2
    except SetupError as problem:
        streams.err.write(_library_error(texts, problem) + "\n")
        return 2
    except SimulationError as problem:
        reason = _library_error(texts, problem, line=False)
        streams.err.write(texts("error.line", message=texts("error.sim_failed", reason=reason))
                          + "\n")
        return 1
    except RecordError as problem:
        reason = texts.error(problem)
        streams.err.write(texts("error.line", message=texts("error.record", reason=reason))
                          + "\n")
        return 1
    except KeyboardInterrupt:
        streams.out.write("\n")
        return 130
    except BrokenPipeError:
        _silence_stdout()  # the reader went away (``maumau replay x | head``)
        return 1
    return status


def _library_error(texts: Texts, problem: MauMauError, line: bool = True) -> str:
    """A library error in the chosen language from its code and params (``error.line``
    around it where ``line``), with its raw ``detail`` (a third party's English words, such
    as Ray's) only on a line of its own below."""
    message = texts.error(problem)
    text = texts("error.line", message=message) if line else message
    detail = problem.params.get("detail")
    if detail:
        text += "\n" + texts("error.detail", detail=detail)
    return text


def build_parser(texts: Texts) -> argparse.ArgumentParser:
    parser_class: type[_Parser] = type("Parser", (_Parser,), {"texts": texts})
    parser = parser_class(prog="maumau", description=texts("cli.description"),
                          epilog=texts("cli.epilog"))
    _add_common_arguments(parser, texts, given=False)
    common = parser_class(add_help=False)
    _add_common_arguments(common, texts, given=True)
    commands = parser.add_subparsers(title=texts("cli.commands"),
                                     metavar=texts("cli.metavar.command"), required=True)

    play = commands.add_parser("play", parents=[common], help=texts("cli.play"),
                               description=texts("cli.play.description"))
    _add_ruleset_arguments(play, texts, default_variant().name)
    play.add_argument("--seed", type=_seed, metavar=texts("cli.metavar.seed"),
                      help=texts("cli.seed"))
    play.add_argument("--bots", default="simple", metavar=texts("cli.metavar.bots"),
                      help=texts("cli.bots", names=", ".join(bot_names())))
    play.add_argument("--seat", type=int, default=0, metavar=texts("cli.metavar.seat"),
                      help=texts("cli.seat"))
    play.add_argument("--save", type=Path, metavar=texts("cli.metavar.file"),
                      help=texts("cli.save"))
    play.add_argument("--position", metavar=texts("cli.metavar.position"),
                      help=texts("cli.position"))
    play.add_argument("--plain", action="store_true", help=texts("cli.plain"))
    play.set_defaults(command=_play)

    replay = commands.add_parser("replay", parents=[common], help=texts("cli.replay"),
                                 description=texts("cli.replay"))
    replay.add_argument("file", type=Path, metavar=texts("cli.metavar.file"),
                        help=texts("cli.replay.file"))
    views = replay.add_mutually_exclusive_group()
    views.add_argument("--seat", type=int, metavar=texts("cli.metavar.seat"),
                       help=texts("cli.replay.seat"))
    views.add_argument("--open", action="store_true", help=texts("cli.replay.open"))
    replay.add_argument("--step", action="store_true", help=texts("cli.replay.step"))
    replay.set_defaults(command=_replay)

    rules = commands.add_parser("rules", parents=[common], help=texts("cli.rules"),
                                description=texts("cli.rules"))
    rules.add_argument("variant", nargs="?", metavar=texts("cli.metavar.variant"),
                       help=texts("cli.rules.variant"))
    rules.add_argument("--json", action="store_true", help=texts("cli.rules.json"))
    rules.add_argument("--players", type=int, metavar=texts("cli.metavar.count"),
                       help=texts("cli.players"))
    rules.add_argument("--preset", metavar=texts("cli.metavar.name"), help=texts("cli.preset"))
    rules.add_argument("--option", action="append", default=[],
                       metavar=texts("cli.metavar.option"), help=texts("cli.option"))
    rules.set_defaults(command=_rules)

    catalogue = commands.add_parser("catalogue", parents=[common], help=texts("cli.catalogue"),
                                    description=texts("cli.catalogue.description"))
    catalogue.add_argument("folder", type=Path, metavar=texts("cli.metavar.folder"),
                           help=texts("cli.catalogue.folder"))
    catalogue.set_defaults(command=_catalogue)

    simulate = commands.add_parser("simulate", parents=[common], help=texts("cli.simulate"),
                                   description=texts("cli.simulate.description"))
    simulate.add_argument("variant_name", nargs="?", metavar=texts("cli.metavar.variant"),
                          help=texts("cli.sim.variant_pos"))
    _add_ruleset_arguments(simulate, texts, None, players_help="cli.sim.players")
    simulate.add_argument("--bots", default="simple", metavar=texts("cli.metavar.bots"),
                          help=texts("cli.sim.bots", names=", ".join(bot_names())))
    count = texts("cli.metavar.count")
    simulate.add_argument("--games", type=int, default=1000, metavar=count,
                          help=texts("cli.sim.games"))
    simulate.add_argument("--jobs", type=int, metavar=count,
                          help=texts("cli.sim.jobs", cores=default_jobs()))
    simulate.add_argument("--cluster", metavar=texts("cli.metavar.cluster"),
                          help=texts("cli.sim.cluster"))
    simulate.add_argument("--seed", type=_seed, metavar=texts("cli.metavar.seed"),
                          help=texts("cli.sim.seed"))
    simulate.add_argument("--compare-options", metavar=texts("cli.metavar.compare"),
                          help=texts("cli.sim.compare"))
    simulate.add_argument("--max-actions", type=int, default=DEFAULT_MAX_ACTIONS, metavar=count,
                          help=texts("cli.sim.max_actions", limit=DEFAULT_MAX_ACTIONS))
    simulate.add_argument("--json", type=Path, metavar=texts("cli.metavar.file"),
                          help=texts("cli.sim.json"))
    simulate.add_argument("--png", type=Path, metavar=texts("cli.metavar.file"),
                          help=texts("cli.sim.png"))
    simulate.add_argument("--quiet", "-q", action="store_true", help=texts("cli.sim.quiet"))
    simulate.set_defaults(command=_simulate)

    serve = commands.add_parser("serve", parents=[common], help=texts("cli.serve"),
                                description=texts("cli.serve"))
    # no defaults here: what is not given comes from the environment, then the
    # configuration file, then the server's defaults (maumau.web.operations.options)
    serve.add_argument("--config", type=Path, metavar=texts("cli.metavar.file"),
                       help=texts("cli.serve.config"))
    serve.add_argument("--host", metavar=texts("cli.metavar.host"),
                       help=texts("cli.serve.host"))
    serve.add_argument("--port", type=int, metavar=texts("cli.metavar.port"),
                       help=texts("cli.serve.port"))
    serve.add_argument("--database-url", metavar=texts("cli.metavar.url"),
                       help=texts("cli.serve.database_url"))
    serve.add_argument("--data-dir", type=Path, metavar=texts("cli.metavar.folder"),
                       help=texts("cli.serve.data_dir"))
    serve.add_argument("--workers", type=int, metavar=texts("cli.metavar.count"),
                       help=texts("cli.serve.workers"))
    serve.add_argument("--peer-host", metavar=texts("cli.metavar.host"),
                       help=texts("cli.serve.peer_host"))
    serve.add_argument("--peer-port", type=int, metavar=texts("cli.metavar.port"),
                       help=texts("cli.serve.peer_port"))
    serve.add_argument("--public-url", metavar=texts("cli.metavar.url"),
                       help=texts("cli.serve.public_url"))
    serve.add_argument("--trusted-proxies", metavar=texts("cli.metavar.addresses"),
                       help=texts("cli.serve.trusted_proxies"))
    serve.add_argument("--expire-after", metavar=texts("cli.metavar.duration"),
                       help=texts("cli.serve.expire_after"))
    serve.add_argument("--log-format", choices=("text", "json"),
                       help=texts("cli.serve.log_format"))
    serve.set_defaults(command=_serve)
    feedback_cmd.add_parser(commands, common, texts)

    admin = commands.add_parser("admin", parents=[common], help=texts("cli.admin"),
                                description=texts("cli.admin"))
    admin.add_argument("what", choices=("tables", "backup", "restore"),
                       help=texts("cli.admin.what"))
    admin.add_argument("file", nargs="?", type=Path, metavar=texts("cli.metavar.file"),
                       help=texts("cli.admin.file"))
    admin.add_argument("--broken", action="store_true", help=texts("cli.admin.broken"))
    admin.add_argument("--release", metavar=texts("cli.metavar.code"),
                       help=texts("cli.admin.release"))
    admin.add_argument("--database-url", metavar=texts("cli.metavar.url"),
                       help=texts("cli.serve.database_url"))
    admin.add_argument("--data-dir", type=Path, default=Path("data"),
                       metavar=texts("cli.metavar.folder"),
                       help=texts("cli.serve.data_dir"))
    admin.set_defaults(command=_admin)
    return parser


def _add_common_arguments(parser: argparse.ArgumentParser, texts: Texts, given: bool) -> None:
    """``--lang``, ``--colour`` and ``--no-colour``: before the command (``given`` false:
    with their defaults) or after it (``given`` true: only what is typed there, so that
    the value typed before the command stays unless it is typed again)."""
    lang: str = argparse.SUPPRESS if given else texts.lang  # LANG's, or German
    flag: str | bool = argparse.SUPPRESS if given else False
    parser.add_argument("--lang", choices=LANGUAGES, default=lang, help=texts("cli.lang"))
    colours = parser.add_mutually_exclusive_group()
    colours.add_argument("--colour", "--color", action="store_true", default=flag,
                         help=texts("cli.colour"))
    colours.add_argument("--no-colour", "--no-color", action="store_true", default=flag,
                         help=texts("cli.no_colour"))


def _add_ruleset_arguments(parser: argparse.ArgumentParser, texts: Texts,
                           variant_default: str | None,
                           players_help: str = "cli.players") -> None:
    """``--variant``, ``--players``, ``--preset``, ``--option``: as ``play`` takes them
    (``variant_default``: the game when none is named, None to leave it open)."""
    parser.add_argument("--variant", default=variant_default,
                        metavar=texts("cli.metavar.variant"), help=texts(
        "cli.variant", names=", ".join(game.name for game in all_variants())))
    parser.add_argument("--players", type=int, metavar=texts("cli.metavar.count"),
                        help=texts(players_help))
    parser.add_argument("--preset", metavar=texts("cli.metavar.name"), help=texts("cli.preset"))
    parser.add_argument("--option", action="append", default=[],
                        metavar=texts("cli.metavar.option"),
                        help=texts("cli.option"))


# ----------------------------------------------------------------- the commands

def _play(args: argparse.Namespace, texts: Texts, streams: _Streams) -> int:
    start = None if args.position is None else _position_match(args.position, texts)
    ruleset = _ruleset(args.variant, args, texts, humans=1) if start is None else (
        start.ruleset)
    if not 0 <= args.seat < ruleset.players:
        raise UsageError(texts("error.seat", last=ruleset.players - 1, seat=args.seat))
    bots = _bots(args.bots, ruleset, args.seat, texts)
    renderer = Renderer.for_game(ruleset.game)
    if args.save is not None:
        _check_save_path(args.save, texts)
    seed: Seed = args.seed if args.seed is not None else random_seed()
    colour = _colour(args, streams)
    # a redraw is a control sequence too: no colour (--no-colour, NO_COLOR) means none
    loop = PlayLoop(Match(ruleset, seed) if start is None else start, args.seat, bots,
                    renderer, texts, colour, streams.inp, streams.out, streams.err, args.save,
                    redraw=colour and not args.plain and _is_terminal(streams))
    return loop.run()


def _position_match(text: str, texts: Texts) -> Match:
    """The match ``--position`` starts from: its ruleset and seed are the position's (the
    position text of docs/positions.md)."""
    from maumau.core.errors import PositionError
    from maumau.core.match import match_from_text

    try:
        return match_from_text(text)
    except PositionError as problem:
        raise UsageError(texts("error.position", reason=texts.error(problem))) from None


def _replay(args: argparse.Namespace, texts: Texts, streams: _Streams) -> int:
    try:
        text = args.file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as problem:
        raise UsageError(texts("error.read", path=args.file,
                               reason=os_reason(texts, problem))) from None
    record = read_document(text, "record", RECORD_FORMAT, RECORD_VERSION, RecordError)
    ruleset = replay_record(record).ruleset
    if args.seat is not None and not 0 <= args.seat < ruleset.players:
        raise UsageError(texts("error.seat", last=ruleset.players - 1, seat=args.seat))
    replay = Replay(record, Renderer.for_game(ruleset.game), texts, _colour(args, streams),
                    streams.out, streams.inp if args.step else None, args.seat, args.open)
    return replay.run()


def _catalogue(args: argparse.Namespace, texts: Texts, streams: _Streams) -> int:
    """``maumau catalogue FOLDER``: a game's catalogues compiled beside their ``.po``
    files, so that an install reads them without Babel (docs/games.md)."""
    folder: Path = args.folder
    if not folder.is_dir():
        raise UsageError(texts("error.catalogue_folder", folder=str(folder)))
    try:
        written = i18n.compile_catalogues(folder)
    except ModuleNotFoundError:
        raise UsageError(texts("error.catalogue_babel")) from None
    except (OSError, ValueError) as problem:
        raise UsageError(texts("error.catalogue_read", reason=str(problem))) from None
    if not written:
        raise UsageError(texts("error.catalogue_none", folder=str(folder)))
    for path in written:
        streams.out.write(texts("catalogue.written", file=str(path)) + "\n")
    streams.out.write(texts.n("catalogue.done", len(written)) + "\n")
    return 0


def _rules(args: argparse.Namespace, texts: Texts, streams: _Streams) -> int:
    ruleset = None
    if args.variant is not None:
        game = find_variant(args.variant)
        players = args.players if args.players is not None else default_players(game.name)
        options = dict(_option(text, texts) for text in args.option)
        ruleset = Ruleset.create(game.name, players, args.preset, options)
    return run_rules(args.variant, texts, args.json, streams.out, ruleset)


def _serve(args: argparse.Namespace, texts: Texts, streams: _Streams) -> int:
    from maumau.web.operations.entry import ServeError, serve_configured  # the web stack: only here

    if args.port is not None and not 0 < args.port < 65536:
        raise UsageError(texts("error.port", port=args.port))
    if args.workers is not None and args.workers < 1:
        raise UsageError(texts("error.workers", workers=args.workers))
    given = {name: getattr(args, name) for name in (
        "host", "port", "database_url", "data_dir", "workers", "peer_host", "peer_port",
        "public_url", "trusted_proxies", "expire_after", "log_format")}
    try:
        serve_configured(given, streams.environ, args.config, texts.lang)
    except ServeError as problem:
        return _serve_error(problem, texts, streams, workers=args.workers)
    return 0


def _serve_error(problem: ServeError, texts: Texts, streams: _Streams,
                 **more: object) -> int:
    """A server or admin command that cannot do as asked: its catalogue text; a usage
    error (status 2), or its own status (3: a damaged database; 75: a database server
    that did not answer)."""
    message = texts(f"error.{problem.code}", **{**more, **problem.params})
    if problem.status == 2:
        raise UsageError(message) from None
    streams.err.write(texts("error.line", message=message) + "\n")
    return problem.status


def _admin(args: argparse.Namespace, texts: Texts, streams: _Streams) -> int:
    from maumau.web.operations import entry  # the web stack: only here

    if args.what in {"backup", "restore"}:
        return _backup(args, texts, streams)
    try:
        if args.release is not None:
            if not entry.release(args.database_url, args.data_dir, args.release):
                raise UsageError(texts("error.not_broken", code=args.release))
            streams.out.write(texts("admin.released", code=args.release) + "\n")
            return 0
        if not args.broken:
            raise UsageError(texts("error.admin_what"))
        lines = entry.broken_tables(args.database_url, args.data_dir)
    except entry.ServeError as problem:  # no database there, or none reached
        return _serve_error(problem, texts, streams)
    for line in lines:
        streams.out.write(line + "\n")
    if not lines:
        streams.out.write(texts("admin.none_broken") + "\n")
    return 0


def _backup(args: argparse.Namespace, texts: Texts, streams: _Streams) -> int:
    """``maumau admin backup FILE`` and ``maumau admin restore FILE``."""
    from maumau.web.operations import entry  # the web stack: only here

    if args.file is None:
        raise UsageError(texts("error.admin_file", what=args.what))
    try:
        if args.what == "backup":
            written = entry.backup(args.database_url, args.data_dir, args.file)
            streams.out.write(texts("admin.backed_up", file=str(written)) + "\n")
        else:
            kept = entry.restore(args.database_url, args.data_dir, args.file)
            streams.out.write(texts("admin.restored", file=str(args.file)) + "\n")
            if kept is not None:
                streams.out.write(texts("admin.restore_kept", file=str(kept)) + "\n")
    except entry.ServeError as problem:
        return _serve_error(problem, texts, streams)
    return 0


def _simulate(args: argparse.Namespace, texts: Texts, streams: _Streams) -> int:
    from maumau.cli.simulate_cmd import SimulateRequest, run_simulate  # rich: only here

    if args.variant_name and args.variant and args.variant_name != args.variant:
        raise UsageError(texts("error.sim_variant", first=args.variant_name,
                               second=args.variant))
    request = SimulateRequest(
        ruleset=_ruleset(args.variant_name or args.variant or default_variant().name, args,
                         texts, humans=0),
        bots=args.bots, games=args.games, jobs=args.jobs, cluster=args.cluster,
        seed=args.seed if args.seed is not None else random_seed(),
        compare_options=args.compare_options, max_actions=args.max_actions,
        json_path=args.json, png_path=args.png, quiet=args.quiet,
        colour=_colour(args, streams))
    return run_simulate(request, texts, streams.out, streams.err)


# ----------------------------------------------------------------- helpers

def random_seed() -> int:
    """A seed nobody can guess: every hand and the talon follow from the seed, so one
    taken from the clock could be found again from one's own hand."""
    return secrets.randbits(64)


def _ruleset(variant: str, args: argparse.Namespace, texts: Texts, humans: int) -> Ruleset:
    """The rules the command line names. Without ``--players``: one seat per bot named
    in ``--bots`` (beside ``humans`` people) where several are named, else
    :func:`default_players`."""
    options = dict(_option(text, texts) for text in args.option)
    players = args.players
    if players is None:
        names = [name for name in args.bots.split(",") if name.strip()]
        players = len(names) + humans if len(names) > 1 else default_players(variant)
    return Ruleset.create(variant, players, args.preset, options)


def default_players(variant: str) -> int:
    """The table size when none is named: four, within the game's range (a game for two
    gets two)."""
    game = find_variant(variant)
    return max(game.min_players, min(4, game.max_players))


def _check_save_path(path: Path, texts: Texts) -> None:
    try:
        check_writable(path)
    except OSError as problem:
        raise UsageError(texts("error.write", path=path,
                               reason=os_reason(texts, problem))) from None


def _language_in(argv: Sequence[str], environ: Mapping[str, str]) -> str:
    """The ``--lang`` given anywhere (the last one), so that even ``--help`` speaks it;
    without one the language of the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``:
    ``de_DE.UTF-8`` speaks German), else German."""
    found = language_from_environment(environ) or DEFAULT_LANGUAGE
    for index, word in enumerate(argv):
        value = None
        if word == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif word.startswith("--lang="):
            value = word.partition("=")[2]
        if value in LANGUAGES:
            found = value
    return found


def _seed(text: str) -> Seed:
    return int(text) if re.fullmatch(r"-?\d+", text.strip()) else text


def _option(text: str, texts: Texts) -> tuple[str, str]:
    name, equals, value = text.partition("=")
    if not equals or not name.strip():
        raise UsageError(texts("error.option_syntax", text=text))
    return name.strip(), value.strip()


def _bots(spec: str, ruleset: Ruleset, human: int, texts: Texts) -> dict[int, Bot]:
    seats = [seat for seat in range(ruleset.players) if seat != human]
    names = [name.strip() for name in spec.split(",")]
    if len(names) == 1:
        names *= len(seats)
    if len(names) != len(seats):
        raise UsageError(texts.n("error.bots", len(seats), given=len(names), needed=len(seats)))
    return {seat: make_bot(name, ruleset.variant) for seat, name in zip(seats, names,
                                                                         strict=True)}


def _colour(args: argparse.Namespace, streams: _Streams) -> bool:
    forced = True if args.colour else False if args.no_colour else None
    return colour_wanted(forced, streams.out, streams.environ)


def _is_terminal(streams: _Streams) -> bool:
    """Whether the output is a terminal that can redraw a screen (not a file, a pipe or
    ``TERM=dumb``)."""
    isatty = getattr(streams.out, "isatty", None)
    return bool(isatty and isatty()) and streams.environ.get("TERM", "") != "dumb"


def _silence_stdout() -> None:
    """Point stdout at /dev/null so that Python's final flush does not fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def _forgiving(stream: IO[str]) -> TextIO:
    """A standard stream that replaces what its encoding cannot show (♥ in a C locale)."""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        reconfigure(errors="replace")
    return stream  # type: ignore[return-value]


if __name__ == "__main__":
    sys.exit(main())
