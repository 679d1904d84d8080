"""Move notation: every move round-trips; bad text gets a clear NotationError."""

import pytest

from thurntaxis.errors import NotationError
from thurntaxis.taxis.rules import Move, parse_move
from thurntaxis.taxis.rules import moves as mv


def all_moves() -> list[Move]:
    return list(mv._BY_TEXT.values())


def test_every_move_round_trips() -> None:
    moves = all_moves()
    assert len(moves) == 6 * 22 + 8 + 9
    for move in moves:
        assert parse_move(str(move)) == move
        assert eval(repr(move), {"Move": Move}) == move


def test_codes_are_case_insensitive_and_full_names_are_not_notation() -> None:
    assert parse_move("+ulm") == parse_move("+ULM") == Move(mv.DRAW, 4)
    assert str(parse_move(" h=bai ")) == "H=BAI"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "empty"),
        ("+XYZ", "unknown_city"),
        ("H=ABC", "unknown_land"),
        ("draw", "unknown_move"),
        ("<", "unknown_city"),
    ],
)
def test_bad_notation(text: str, code: str) -> None:
    with pytest.raises(NotationError) as err:
        parse_move(text)
    assert err.value.code == code
    assert err.value.message
