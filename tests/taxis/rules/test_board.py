"""The board file: 22 cities, 9 lands, 45 roads, and the rulebooks' adjacency examples."""

import json
from pathlib import Path

import pytest

from tests.taxis.rules.helpers import BOARD, city
from thurntaxis.paths import resource
from thurntaxis.taxis.rules.board import build_board, load_board_data
from thurntaxis.taxis.rules.errors import BoardDataError


def neighbours(code: str) -> set[str]:
    return {BOARD.city_codes[i] for i in BOARD.cities_of(BOARD.neighbours[city(code)])}


def test_counts() -> None:
    assert BOARD.city_count == 22
    assert len(BOARD.land_names) == 9
    assert BOARD.graph.number_of_edges() == 45
    assert sum(m.bit_count() for m in BOARD.neighbours) == 2 * 45
    assert sum(len(v) for v in BOARD.stack_values) == 30


def test_roads_are_symmetric_and_match_the_graph() -> None:
    for a in range(BOARD.city_count):
        for b in range(BOARD.city_count):
            assert BOARD.adjacent(a, b) == BOARD.adjacent(b, a) == BOARD.graph.has_edge(a, b)


def test_every_city_is_in_exactly_one_land_and_the_board_is_connected() -> None:
    union = 0
    for m in BOARD.land_mask:
        assert union & m == 0
        union |= m
    assert union == BOARD.all_cities_mask
    import networkx as nx

    assert nx.is_connected(BOARD.graph)


def test_rulebook_adjacency_examples() -> None:
    assert neighbours("INN") == {"AUG", "KEM", "MUN", "SAL"}
    assert {"STU", "NUR"} <= neighbours("WUR")
    assert "STU" in neighbours("CAR")
    assert "INN" not in neighbours("CAR") | neighbours("REG")
    assert {"SIG", "ULM"} <= neighbours("STU")


def test_land_groups() -> None:
    names = {BOARD.stack_ids[s] for s in BOARD.group_stacks}
    assert names == {"Baiern", "Baden", "Württemberg/Hohenzollern", "Schweiz/Tyrol", "Böhmen/Salzburg"}
    baiern = BOARD.group_mask[[BOARD.stack_ids[s] for s in BOARD.group_stacks].index("Baiern")]
    assert baiern.bit_count() == 8


@pytest.mark.parametrize(
    "change",
    [
        lambda b: b["roads"].append(["Ulm", "Atlantis"]),
        lambda b: b["roads"].append(["Ulm", "Stuttgart"]),
        lambda b: b["cities"].pop(),
        lambda b: b.pop("bonus_stacks"),
        lambda b: b["cities"][0].update(x=3.5),
    ],
    ids=["unknown city", "duplicate road", "missing city", "no stacks", "off the board"],
)
def test_malformed_board_file_is_refused(tmp_path: Path, change) -> None:  # type: ignore[no-untyped-def]
    raw = json.loads(resource("board.json").read_text(encoding="utf-8"))
    change(raw)
    path = tmp_path / "board.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(BoardDataError):
        build_board(load_board_data(path))


def test_board_matches_the_shared_reference() -> None:
    reference = Path(__file__).resolve().parents[4] / "shared" / "reference" / "board.json"
    if not reference.exists():
        pytest.skip("the shared reference folder is not beside this checkout")
    ref = json.loads(reference.read_text(encoding="utf-8"))
    ours = json.loads(resource("board.json").read_text(encoding="utf-8"))
    assert ours["roads"] == ref["roads"]
    assert [(c["name"], c["land"], c["x"], c["y"]) for c in ours["cities"]] == [
        (c["name"], c["land"], c["x"], c["y"]) for c in ref["cities"]
    ]
    assert ours["bonus_stacks"] == ref["bonus_stacks"]
