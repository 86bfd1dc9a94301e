"""Challenge codes: every challenge of every game round-trips; a code of a newer version, a
game, preset, option, value or level this build does not know is refused as newer, never
misread; rules that cannot be played together are refused with the rules' own message."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.challenge import Challenge, CodeError, CodeProblem, decode, encode
from game.challenge.bits import BitWriter
from game.challenge.challenge import MATCH_FIELDS, SEED_BITS, table_of
from game.challenge.code import SHORTEST, VERSION
from game.challenge.code_text import ALPHABET, VALUE, grouped, seal
from game.rules.games import game_spec
from game.rules.i18n import set_language
from game.rules.rules_base import RuleConflict

from .strategies import GAME_NAMES, any_challenge


def refused(code: str) -> CodeError:
    with pytest.raises(CodeError) as err:
        decode(code)
    return err.value


@settings(max_examples=100, deadline=None)
@given(challenge=any_challenge)
def test_every_challenge_round_trips(challenge: Challenge) -> None:
    code = encode(challenge)
    back = decode(code)
    assert back == challenge
    assert back.rules() == challenge.rules()
    assert encode(back) == code
    assert len(code.replace("-", "")) >= SHORTEST


@settings(max_examples=40, deadline=None)
@given(challenge=any_challenge, pick=st.randoms())
def test_a_typo_or_a_swap_in_any_code_is_refused(challenge: Challenge, pick: Any) -> None:
    plain = encode(challenge).replace("-", "")
    p = pick.randrange(len(plain))
    typo = plain[:p] + ALPHABET[(VALUE[plain[p]] + pick.randrange(1, 32)) % 32] + plain[p + 1 :]
    err = refused(grouped(typo))
    assert err.problem in (CodeProblem.TYPO, CodeProblem.SWAP)
    assert err.problem != CodeProblem.TYPO or err.position == p
    i = pick.randrange(len(plain) - 1)
    if plain[i] != plain[i + 1]:
        refused(plain[:i] + plain[i + 1] + plain[i] + plain[i + 2 :])


def test_every_typo_and_swap_of_a_real_code_is_refused():
    plain = encode(Challenge("napoleon", "bga", 4, seat=2, seed=31_337, changes=(("joker", True),)))
    plain = plain.replace("-", "")
    for p in range(len(plain)):
        for v in ALPHABET.replace(plain[p], ""):
            refused(plain[:p] + v + plain[p + 1 :])
        if p + 1 < len(plain) and plain[p] != plain[p + 1]:
            refused(plain[:p] + plain[p + 1] + plain[p] + plain[p + 2 :])


@pytest.mark.parametrize("game", GAME_NAMES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_the_code_gives_the_very_rules(game: str, data: st.DataObject) -> None:
    """The rules drawn (but the match's length, which no deal reads) are the code's."""
    from .strategies import RULES

    rules = data.draw(RULES[game])
    challenge = Challenge.of_rules(game, rules, seed=data.draw(st.integers(0, (1 << SEED_BITS) - 1)))
    got = decode(encode(challenge)).rules()
    keep = {n: getattr(got, n) for n in MATCH_FIELDS if n != "players"}
    assert got == rules.replace(**keep)


def changed_values(game: str, preset: str, name: str) -> list[Any]:
    """Values of option ``name`` other than the preset's, as the option's spec offers them."""
    spec = game_spec(game)
    base = spec.presets[preset]
    option = spec.option(name)
    return [v for v in option.choices(base) if v != getattr(base, name)]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_option_of_every_game_round_trips_changed(game: str) -> None:
    """Each option changed alone from some preset, to every value its spec offers there that
    the rules accept: bools, whole numbers, enums, cards, lists of cards, the forced contract."""
    spec = game_spec(game)
    table = table_of(spec)
    untried = []
    for name in table.options:
        tried = 0
        for preset in table.presets:
            for value in changed_values(game, preset, name):
                try:
                    challenge = Challenge(
                        game, preset, spec.presets[preset].players, changes=((name, value),)
                    )
                except RuleConflict:
                    continue
                assert decode(encode(challenge)) == challenge
                assert getattr(decode(encode(challenge)).rules(), name) == value
                tried += 1
        if not tried:
            untried.append(name)
    # The few options that never change alone (each needs another) are reached by the
    # property test above; these are the ones the specs offer no lone change of.
    assert len(untried) <= 3, untried


def test_the_forced_contract_and_lists_of_cards_round_trip():
    from game.napoleon.options import ForcedContract, ForcedWho
    from game.rules.cards import Card, Suit

    rules = game_spec("napoleon").presets["pagat"].replace(removed_cards=(Card.parse("♦2"), Card.parse("♣2")))
    for forced in (
        ForcedContract(13, Suit.SPADES, ForcedWho.DEALER),
        ForcedContract(11, Suit.CLUBS, ForcedWho.FOREHAND),
    ):
        r = rules.replace(all_pass_forced_contract=forced)
        challenge = Challenge.of_rules("napoleon", r, preset="pagat")
        assert decode(encode(challenge)).rules() == r
    assert decode(encode(Challenge.of_rules("napoleon", rules))).rules().removed_cards == (
        Card.parse("♦2"),
        Card.parse("♣2"),
    )  # in the order given


def test_a_code_is_short_for_a_preset_and_names_the_game_and_version_first():
    challenge = Challenge("napoleon", "pagat", 5, seat=1, seed=123_456)
    code = encode(challenge)
    assert code.startswith(f"{VERSION}N")
    assert len(code.replace("-", "")) == 14
    assert encode(Challenge("nap", "standard", 5)).startswith(f"{VERSION}B")


def sealed(letter: str, write: Any) -> str:
    w = BitWriter()
    write(w)
    return grouped(seal([VERSION, VALUE[letter], *w.symbols()]))


def header(w: BitWriter, preset: int = 0, level: int = 2, changes: int = 0, players: int = 5) -> None:
    w.varuint(preset)
    w.varuint(players)
    w.varuint(0)  # seat
    w.varuint(level)
    w.varuint(4)  # deals - 1
    w.uint(7, SEED_BITS)
    w.varuint(changes)


def test_the_sealed_helper_makes_real_codes():
    assert decode(sealed("N", header)) == Challenge("napoleon", "pagat", 5, seed=7)


def test_what_this_build_does_not_know_is_from_a_newer_version():
    napoleon = table_of(game_spec("napoleon"))
    unused = next(c for c in ALPHABET if c not in "NB" and not c.isdigit())
    cases = {
        "a newer format": grouped(seal([VERSION + 1, *[0] * 13])),
        "a game added later": sealed(unused, header),
        "a preset added later": sealed("N", lambda w: header(w, preset=len(napoleon.presets))),
        "a level added later": sealed("N", lambda w: header(w, level=len(napoleon.levels))),
        "an option added later": sealed(
            "N", lambda w: (header(w, changes=1), w.varuint(len(napoleon.options)))
        ),
        "an enum value added later": sealed(
            "N",
            lambda w: (header(w, changes=1), w.varuint(napoleon.options.index("scoring")), w.varuint(30)),
        ),
    }
    for why, code in cases.items():
        err = refused(code)
        assert err.problem == CodeProblem.NEWER, why
        assert "newer version" in err.message


def test_bits_no_code_holds_are_not_a_code():
    napoleon = table_of(game_spec("napoleon"))
    joker = napoleon.options.index("joker")
    cases = {
        "version 0": grouped(seal([0, *[0] * 13])),
        "a change to the preset's own value": sealed(
            "N", lambda w: (header(w, changes=1), w.varuint(napoleon.options.index("scoring")), w.varuint(0))
        ),
        "options out of order": sealed(
            "N", lambda w: (header(w, changes=2), w.varuint(joker + 1), w.varuint(joker))
        ),
        "bits after the end": sealed("N", lambda w: (header(w), w.uint(1, 8))),
        "a seat off the table": sealed(
            "N", lambda w: (w.varuint(0), w.varuint(5), w.varuint(5), w.varuint(2), w.uint(0, 40))
        ),
        "changes promised and missing": sealed("N", lambda w: header(w, changes=6)),
    }
    for why, code in cases.items():
        err = refused(code)
        assert err.problem == CodeProblem.NOT_A_CODE, why


def test_impossible_rules_are_refused_with_the_rules_own_message():
    nap = table_of(game_spec("nap"))
    # Blücher without Wellington: one change from the standard preset.
    code = sealed("B", lambda w: (header(w, changes=1), w.varuint(nap.options.index("blucher"))))
    err = refused(code)
    assert err.problem == CodeProblem.RULES
    assert "Blücher may only follow Wellington" in err.message
    assert "Blücher" in err.message


def test_a_typo_in_a_real_code_is_named_in_english_and_japanese():
    code = encode(Challenge("nap", "sir-garnet", 4, seat=3, seed=99))
    plain = code.replace("-", "")
    wrong = plain[:6] + ALPHABET[(VALUE[plain[6]] + 5) % 32] + plain[7:]
    err = refused(grouped(wrong))
    assert (err.problem, err.position) == (CodeProblem.TYPO, 6)
    assert err.message.startswith("The 7th character")
    try:
        set_language("ja")
        assert "7文字目" in refused(grouped(wrong)).message
        assert "新しい" in refused(grouped(seal([VERSION + 1, *[0] * 13]))).message
    finally:
        set_language("en")


def test_a_challenge_refuses_what_it_cannot_be():
    with pytest.raises(ValueError):
        Challenge("napoleon", "no-such-preset", 5)
    with pytest.raises(ValueError):
        Challenge("napoleon", "pagat", 5, seat=5)
    with pytest.raises(ValueError):
        Challenge("napoleon", "pagat", 5, level="allseeing")
    with pytest.raises(ValueError):
        Challenge("napoleon", "pagat", 5, seed=1 << SEED_BITS)
    with pytest.raises(ValueError):
        Challenge("napoleon", "pagat", 5, changes=(("rounds", 3),))
    with pytest.raises(RuleConflict):
        Challenge("nap", "standard", 5, changes=(("blucher", True),))
