"""The registry of games: each game is one :class:`GameSpec`, and the layers above reach a game
only through it (the match, record replay, the soak, the AI's seat factory, the table).

A spec names everything a game provides. The AI and UI parts are dotted paths
(``"package.module:attribute"``) that the higher layers resolve lazily, so this rules layer
never imports them. Every game lives in a package of its own (Napoleon: ``game.napoleon``;
British Nap: ``game.british_nap``; each builds on this layer) and is listed in :data:`GAME_ENTRIES` as
``"module:attribute"`` of its spec, loaded the first time the registry is read, so this layer
never imports a game while the games import this layer.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar, Generic, TypeVar

from .code_table import CodeTable
from .errors import RecordError
from .i18n import _
from .option_spec_types import OptionSpec, conflict_words
from .protocol import AnyGameHand, GameRules, Settlement
from .records import parse_record_text
from .rules_summary import RulesSection

HandT = TypeVar("HandT", bound=AnyGameHand)


@dataclass(frozen=True, slots=True)
class GameSpec(Generic[HandT]):
    """One game, as the match, the records, the AI and the table see it.

    ``HandT`` is the game's hand class, checked by mypy against the contract of
    :mod:`game.rules.protocol`: a :class:`~game.rules.protocol.GameHand` whose rules are
    :class:`~game.rules.protocol.GameRules` (the rules type's too), whose views are
    :class:`~game.rules.protocol.GameView` and whose result is a
    :class:`~game.rules.protocol.HandOutcome`: what the shared core and screens read of it.
    """

    name: str  # the registry key, and the hands' ``game``: "napoleon"
    title: str  # for players: "Napoleon"
    rules_type: type[GameRules]
    rules_from_json: Callable[[Any], GameRules]
    presets: Mapping[str, GameRules]  # name -> rules; the first is the default
    players: tuple[int, ...]  # the player counts the game supports
    new_hand: Callable[[Any, int, int], HandT]  # (rules, seed, dealer) -> a fresh deal
    replay: Callable[[Any], HandT]  # a hand record (dict or JSON text) -> the hand
    record_format: str  # a hand record's "format"
    match_format: str  # a match save's "format"
    settle: Callable[[HandT], Settlement | None]  # a finished hand's count; None: a redeal
    ranks_by_wins: Callable[[Any], bool]  # under these rules, a match ranks by contracts won
    describe_rules: Callable[[Any, str | None], list[RulesSection]]  # (rules, base preset) -> the rules help
    # Every option of the rules, declared once (kind, choices, group, label, help), in screen
    # order: the house-rules editor and the rules help are lists over these.
    options: tuple[OptionSpec, ...]
    seat_factory: str  # "module:function" (level, seed) -> an AI seat, resolved by game.ai
    presenter: str  # "module:Class" that draws the game's table, resolved by game.ui
    # The phase (a view's ``phase``) in which the seat to act plays a card to the trick, and
    # the phase of a finished hand: the table asks these, never a game's own phase type.
    card_play_phase: str
    done_phase: str
    # A finished hand's declarer and their partners (Napoleon and the adjutants; Nap's bidder,
    # alone), for the statistics and the AI tournament; None: the hand was thrown in, or the
    # game has no declarer (every hand of it: None).
    declarer: Callable[[HandT], tuple[int, tuple[int, ...]] | None]
    # The AI levels a player may choose, in the order offered (each one ``seat_factory`` builds).
    levels: tuple[str, ...]
    # "module:Class" of the scene that shows a finished hand (given the table), resolved by game.ui
    result_scene: str
    # Hints at the table (a Normal seat's choice in the player's place).
    hints: bool
    # A game whose next deal depends on the last hand (Nap gathers the cards in the order
    # they fell): (rules, seed, dealer, previous hand) -> the next deal of a match. None: every
    # deal is ``new_hand``'s. The match then also checks a save's deals follow one another.
    next_hand: Callable[[Any, int, int, Any], HandT] | None = None
    # (rules, seed) -> the first dealer, for a game that draws for it; None: seat 0.
    first_dealer: Callable[[Any, int], int] | None = None
    # The soak's check of the game's own invariants: (hand, during play) -> what is broken,
    # or None. None: the game has no checks beyond the record replaying.
    invariants: Callable[[Any, bool], str | None] | None = None
    # Rule sets beyond the presets that the soak plays too (name -> rules), so random play
    # reaches options no preset turns on. None: the presets alone.
    soak_variants: Callable[[], Mapping[str, GameRules]] | None = None
    # (event, seat) -> the event as that seat may see it (others' private cards hidden), for
    # a table that shows one seat's view. None: every event is public.
    visible_to: Callable[[Any, int], Any] | None = None
    # (a freshly dealt hand, seat, seed) -> the same deal but for the cards ``seat`` cannot
    # see (the other hands, a face-down blind, widow or stock), shuffled among their places.
    # The conformance suite plays both side by side: what ``seat`` is shown (its view, the
    # events) must tell them apart only once the rules show it one of those cards. None: the
    # game has not said what a seat may see (the suite fails).
    unseen_redeal: Callable[[HandT, int, int], HandT] | None = None
    # Each preset's name and its one-sentence description for players (English message ids,
    # translated where shown); a preset with none shows its key.
    preset_titles: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    preset_descriptions: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    # The statistics screen's words for the game's roles (English message ids), by key:
    # "times_declarer", "declarer_made", "mean_bid", "defence", "never_declarer" (absent: the
    # screen's own, for a bidder and the opponents), and "times_partner" (absent: the game has
    # no partner, and its row is not shown).
    stats_words: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    # (rules) -> what those rules deal, in one sentence in the player's language (the players,
    # each hand, the blind, any piles): the new-game screen says it instead of the preset's
    # description when the player count chosen is not the preset's own, of which the
    # description speaks. None: the descriptions hold at every count.
    deal_words: Callable[[Any], str] | None = None
    # "module:function" of the coach that reviews a finished hand's decisions,
    # (record, seat, seed, budget, progress) -> verdicts, resolved by game.ai.coaching; None:
    # the game has no coach (the hand history offers no review).
    coach: str | None = None
    # "module" of the words of the coach's verdicts, resolved by game.ui (the shape of
    # ``game.ui.coach_panel.CoachWords``): set exactly when ``coach`` is.
    coach_words: str | None = None
    # "module" (in game.ai) of the AI tournament's forced contracts: ``CONTRACTS``,
    # ``contract_rules(rules, kind)``, ``force_contract(hand, kind)`` and
    # ``forced_action(hand, kind)``. None: the tournament offers no ``--contract``.
    forced_contracts: str | None = None
    # "module:attribute" of the game's seats in the AI tournament (a
    # ``game.ai.roster.TournamentSeats``: its levels with the tournament's search budget, and
    # its measuring sticks), resolved by game.ai. None: the tournament seats ``levels`` alone,
    # each as ``seat_factory`` builds it.
    tournament_seats: str | None = None
    # "module" of a second process the game's Hard search may hand play-outs to (its
    # ``spawn()``, ``attach(conn)`` and ``warm()``), resolved by game.ai; the app's AI worker
    # starts the first registered game's. None: the game's search runs alone.
    search_helper: str | None = None
    # The on/off options the new-game screen offers beside the preset, each as "as the rules
    # say" / yes / no (changing one drops the house rules it fixes: ``OptionSpec.fixed_by``).
    new_game_options: tuple[str, ...] = ()
    # "module:Class" of the game's tutorial scene, resolved by game.ui (its route:
    # "<game>_tutorial"), and the one sentence that offers it; None: the game has none.
    tutorial: str | None = None
    tutorial_about: str = ""
    # "module:Class" of the scene that ends the tutorial (given the tutorial's table), resolved
    # by game.ui (its route: "<game>_tutorial_result"); None: the tutorial ends otherwise.
    tutorial_result: str | None = None
    # "module:Class" of the scene that explains the game's words (its route: "<game>_glossary",
    # offered by the rules help); None: the game has none.
    glossary: str | None = None
    # The game in challenge codes (``game.challenge``): its letter and the frozen, append-only
    # tables that code its presets, options and AI levels by position (see
    # ``game.rules.code_table``). None: the game offers no challenge.
    challenge: CodeTable | None = None
    # "module" of the tests (never shipped, never imported by the game) that checks what the
    # game's hints and coach say is true (``tests/ai/test_hint_facts.py`` says what it
    # provides). None: the game has neither hints nor a coach; a game with either must name one.
    facts_checker: str | None = None
    # The game's group of scenes in the screenshot tool (``game.ui.shots``, never shipped): a
    # module name there ("napoleon_table"), or a dotted "module" elsewhere, with its ``SHOTS``.
    # None: the tool shows the game only in the shared screens' groups.
    shots: str | None = None

    # The fields above that name a "module:object" (or a "module") the higher layers import by
    # name at run time: a frozen app must bundle their modules, which no import statement shows.
    PATH_FIELDS: ClassVar[tuple[str, ...]] = (
        "seat_factory",
        "search_helper",
        "presenter",
        "result_scene",
        "coach",
        "coach_words",
        "forced_contracts",
        "tutorial",
        "tutorial_result",
        "glossary",
        "tournament_seats",
    )

    def module_paths(self) -> tuple[str, ...]:
        """Every "module[:object]" this spec names (of :attr:`PATH_FIELDS` that are set)."""
        return tuple(p for name in self.PATH_FIELDS if (p := getattr(self, name)) is not None)

    def is_card_play(self, phase: object) -> bool:
        """``phase`` (a view's) is a turn to play a card to the trick."""
        return phase == self.card_play_phase

    def is_done(self, phase: object) -> bool:
        """``phase`` (a view's) is that of a finished hand."""
        return phase == self.done_phase

    def rules_error(self, exc: Exception) -> str:
        """Why a rule set of this game could not be made (the ``RuleConflict`` or ``KeyError``
        its presets' ``replace`` raised), in the player's words, naming the options by label."""
        return conflict_words(exc, self.options)

    def option(self, name: str) -> OptionSpec:
        """The spec of the option ``name`` of this game."""
        for spec in self.options:
            if spec.name == name:
                return spec
        raise KeyError(f"{self.name} has no option named {name!r}")


# The games registered from their own packages: "module:attribute" of each GameSpec.
GAME_ENTRIES: tuple[str, ...] = ("game.napoleon.spec:NAPOLEON", "game.british_nap.spec:NAP_GAME")


class GameRegistry(Mapping[str, "GameSpec[Any]"]):
    """The games by name. The entries of :data:`GAME_ENTRIES` are imported on first read."""

    def __init__(self, entries: tuple[str, ...]) -> None:
        self._specs: dict[str, GameSpec[Any]] = {}
        self._entries = entries
        self._loaded = False

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True  # first: an entry's module registers itself through add()
        for entry in self._entries:
            module, _, attr = entry.partition(":")
            try:
                spec = getattr(importlib.import_module(module), attr)
            except (ImportError, AttributeError) as exc:
                # A game missing from this build: the others still play (and the log says why).
                logging.getLogger(__name__).error("game %s not available: %s", entry, exc)
                continue
            if spec.name not in self._specs:
                register(spec)

    def add(self, spec: GameSpec[Any]) -> None:
        self._specs[spec.name] = spec

    def __getitem__(self, name: str) -> GameSpec[Any]:
        self._load()
        return self._specs[name]

    def __iter__(self) -> Iterator[str]:
        self._load()
        return iter(self._specs)

    def __len__(self) -> int:
        self._load()
        return len(self._specs)


GAMES = GameRegistry(GAME_ENTRIES)


def register(spec: GameSpec[Any]) -> GameSpec[Any]:
    """Add ``spec`` to :data:`GAMES`; its name and formats must be new."""
    for other in list(GAMES._specs.values()):
        clash = {spec.name, spec.record_format, spec.match_format} & {
            other.name,
            other.record_format,
            other.match_format,
        }
        if clash:
            raise ValueError(f"game {spec.name!r} clashes with {other.name!r} on {sorted(clash)}")
    GAMES.add(spec)
    return spec


def game_spec(name: str) -> GameSpec[Any]:
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; the games are: {', '.join(GAMES)}") from None


def spec_for_rules(rules: object) -> GameSpec[Any]:
    """The game whose rules type ``rules`` is: its very own type first (a game whose rules
    build on another game's, as a subclass, is still itself), else the first it is an
    instance of."""
    found = [spec for spec in GAMES.values() if isinstance(rules, spec.rules_type)]
    for spec in found:
        if type(rules) is spec.rules_type:
            return spec
    if found:
        return found[0]
    raise ValueError(f"no registered game plays with {type(rules).__name__} rules")


def spec_for_format(fmt: object, kind: str = "record") -> GameSpec[Any]:
    """The game of a hand record's (``kind`` "record") or match save's ("match") format."""
    for spec in GAMES.values():
        if fmt == (spec.record_format if kind == "record" else spec.match_format):
            return spec
    known = ", ".join(repr(s.record_format if kind == "record" else s.match_format) for s in GAMES.values())
    unknown = (
        _("not a hand record of any game here: unknown format {format} (known: {known})")
        if kind == "record"
        else _("not a match save of any game here: unknown format {format} (known: {known})")
    )
    raise RecordError(unknown.format(format=repr(fmt), known=known))


def replay(data: Any) -> AnyGameHand:
    """Rebuild a hand of any registered game from its record (a dict or its JSON text)."""
    if isinstance(data, (str, bytes)):  # an imported file: bounded before it is parsed
        data = parse_record_text(data)
    if not isinstance(data, dict):
        raise RecordError(_("the record is not a JSON object"))
    hand: AnyGameHand = spec_for_format(data.get("format")).replay(data)
    return hand
