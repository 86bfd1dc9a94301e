"""The text of a code: its alphabet, its groups, and a check that refuses every typo of one
character and every swap of two neighbours, naming the place."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.challenge.code_text import ALPHABET, BLOCK, VALUE, grouped, normalize, open_code, seal
from game.challenge.errors import CodeError, CodeProblem, ordinal
from game.rules.i18n import set_language

VERSION = 1


def data_of(n: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    return [VERSION, *(rng.randrange(32) for _ in range(n - 1))]


def problem(text: str, shortest: int = 3) -> CodeError:
    with pytest.raises(CodeError) as err:
        open_code(text, VERSION, shortest)
    return err.value


def test_the_alphabet_has_no_look_alikes_and_32_characters():
    assert len(ALPHABET) == len(set(ALPHABET)) == 32
    assert not set("ILOU") & set(ALPHABET)


def test_codes_are_grouped_by_four_and_read_back_however_typed():
    data = data_of(12, 1)
    code = grouped(seal(data))
    assert all(len(g) == 4 for g in code.split("-")[:-1])
    assert open_code(code, VERSION, 3) == data
    messy = " " + code.lower().replace("-", "  ") + "\n"
    assert open_code(messy, VERSION, 3) == data
    # Look-alikes: I and L are read as 1, O as 0; full-width characters (an input method) too.
    plain = seal(data)
    typed = plain.replace("1", "l").replace("0", "O")
    assert open_code(typed, VERSION, 3) == data
    wide = "".join(chr(ord(c) + 0xFEE0) for c in plain)  # ＡＢＣ...
    assert open_code(wide, VERSION, 3) == data
    assert normalize("a-b c")[1] == [0, 2, 4]  # each character's index in the typed text


def test_a_character_no_code_uses_is_named_by_its_place():
    code = seal(data_of(12, 2))
    bad = code[:6] + "U" + code[7:]
    err = problem(grouped(bad))
    assert err.problem == CodeProblem.CHARACTER and err.position == 6
    assert err.text_index == 7  # "XXXX-XX U": the dash counts in the typed text
    assert "7th character (U)" in err.message


def test_every_single_substitution_is_refused_and_located_exhaustively():
    for n in (12, 40):  # one block, and two (31 + 15 characters with their checks)
        code = seal(data_of(n, n))
        assert len(code) == n + 2 * ((n + BLOCK - 3) // (BLOCK - 2))
        for p in range(len(code)):
            for v in range(32):
                if v == VALUE[code[p]]:
                    continue
                err = problem(code[:p] + ALPHABET[v] + code[p + 1 :])
                assert err.problem in (CodeProblem.TYPO, CodeProblem.SWAP), (p, v)
                if err.problem == CodeProblem.TYPO:
                    assert err.position == p
                else:  # a swap explains it too (rare): named as such
                    assert err.position is not None


def test_every_adjacent_transposition_is_refused_and_named():
    for n in (12, 40):
        code = seal(data_of(n, 100 + n))
        swaps = 0
        for i in range(len(code) - 1):
            if code[i] == code[i + 1]:
                continue
            err = problem(code[:i] + code[i + 1] + code[i] + code[i + 2 :])
            assert err.problem in (CodeProblem.SWAP, CodeProblem.TYPO, CodeProblem.MISTAKE)
            if err.problem == CodeProblem.SWAP:
                assert err.position == i
                swaps += 1
        assert swaps >= (len(code) - 1) * 3 // 4  # nearly always named as a swap


@settings(max_examples=60, deadline=None)
@given(n=st.integers(min_value=3, max_value=80), seed=st.integers(0, 2**32), pick=st.randoms())
def test_any_typo_or_swap_of_any_code_is_refused(n: int, seed: int, pick: random.Random) -> None:
    code = seal(data_of(n, seed))
    assert open_code(code, VERSION, 3) == data_of(n, seed)
    p = pick.randrange(len(code))
    other = ALPHABET[(VALUE[code[p]] + pick.randrange(1, 32)) % 32]
    err = problem(code[:p] + other + code[p + 1 :])
    assert err.problem != CodeProblem.TYPO or err.position == p
    i = pick.randrange(len(code) - 1)
    if code[i] != code[i + 1]:
        err = problem(code[:i] + code[i + 1] + code[i] + code[i + 2 :])
        assert err.problem != CodeProblem.SWAP or err.position == i


def test_a_newer_version_is_refused_as_such_not_as_a_typo():
    newer = seal([VERSION + 1, *data_of(12, 3)[1:]])
    assert problem(newer).problem == CodeProblem.NEWER
    # A newer format may check otherwise, or have another length: still "newer".
    assert problem(newer[:-1] + ALPHABET[(VALUE[newer[-1]] + 1) % 32]).problem == CodeProblem.NEWER
    assert problem(newer + "0").problem == CodeProblem.NEWER
    # But a typo in this version's first character is a typo there.
    mine = seal(data_of(12, 3))
    err = problem("7" + mine[1:])
    assert (err.problem, err.position) == (CodeProblem.TYPO, 0)


def test_empty_short_and_odd_lengths_say_so():
    assert problem(" - ").problem == CodeProblem.EMPTY
    assert problem("1N", shortest=14).problem == CodeProblem.SHORT
    code = seal(data_of(29, 4))  # exactly one full block: one more character is no code
    assert problem(code + "0").problem == CodeProblem.LENGTH


def test_a_mistake_no_place_explains_says_so():
    code = seal(data_of(12, 5))
    worse = list(code)
    for p in (1, 5, 9):
        worse[p] = ALPHABET[(VALUE[worse[p]] + 7) % 32]
    err = problem("".join(worse))
    assert err.problem in (CodeProblem.MISTAKE, CodeProblem.TYPO, CodeProblem.SWAP)  # refused


def test_ordinals_in_english_and_japanese():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st"
    ]  # fmt: skip
    try:
        set_language("ja")
        assert ordinal(7) == "7文字目"
        code = seal(data_of(12, 6))
        err = problem(code[:6] + ALPHABET[(VALUE[code[6]] + 1) % 32] + code[7:])
        if err.problem == CodeProblem.TYPO:
            assert "7文字目" in err.message
    finally:
        set_language("en")
