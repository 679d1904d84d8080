"""Property tests: any sequence of legal moves keeps the invariants; notation and records round-trip."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.taxis.rules.test_invariants import check
from thurntaxis.taxis.rules import (
    GameDefinition,
    GameRecord,
    apply,
    legal_moves,
    new_game,
    parse_move,
    parse_record,
    replay,
)
from thurntaxis.taxis.rules.record import to_json
from thurntaxis.taxis.rules.state import AllLandsRule


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32),
    variant=st.sampled_from(list(AllLandsRule)),
    choices=st.lists(st.integers(0, 10_000), min_size=1, max_size=400),
)
def test_legal_move_sequences_keep_the_invariants(
    players: int, seed: int, variant: AllLandsRule, choices: list[int]
) -> None:
    state = new_game(GameDefinition(players, variant), seed=seed)
    played = []
    for choice in choices:
        options = legal_moves(state)
        if not options:
            break
        move = options[choice % len(options)]
        assert parse_move(str(move)) == move
        snapshot = dict(vars(state))
        after = apply(state, move)
        snapshot.pop("_legal")
        assert {k: v for k, v in vars(state).items() if k != "_legal"} == snapshot, "apply changed its input"
        state = after
        played.append(str(move))
        check(state)
    record = GameRecord(
        players=[f"p{i}" for i in range(players)],
        seed=seed,
        options={"all_lands": variant},
        start_player=new_game(GameDefinition(players, variant), seed=seed).start_player,
        moves=played,
    )
    again = parse_record(to_json(record))
    assert again == record
    final = replay(again)[-1]
    assert final.hands == state.hands and final.routes == state.routes and final.phase == state.phase


@given(st.text(max_size=8))
def test_parse_never_fails_except_with_a_notation_error(text: str) -> None:
    from thurntaxis.errors import NotationError

    try:
        move = parse_move(text)
    except NotationError as err:
        assert err.message
    else:
        assert parse_move(str(move)) == move
