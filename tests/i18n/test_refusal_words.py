"""Every refusal of the rules reads whole in every language: no placeholder left, not the English words, and the
names it speaks of (the city, the ends of the route, the land, the officials) in the language's own spelling."""

from __future__ import annotations

from typing import Any

import pytest

from tests.taxis.rules.helpers import position
from tests.taxis.rules.test_refusals import CASES
from tests.ui.conftest import speak
from thurntaxis.errors import IllegalMoveError
from thurntaxis.taxis.rules import Move, apply
from thurntaxis.taxis.rules.state import OFFICIAL_NAMES
from thurntaxis.taxis.ui import reasons, texts

from .conftest import LANGS

OFFICIALS = {name: k for k, name in enumerate(OFFICIAL_NAMES)}


def refusal(fields: dict[str, Any], notation: str) -> tuple[Any, str, dict[str, Any]]:
    state = position(**fields)
    with pytest.raises(IllegalMoveError) as refused:
        apply(state, Move.parse(notation))
    return state, refused.value.code, refused.value.params


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_is_translated_and_names_what_was_aimed_at(qtbot, qm_dir, english, lang: str) -> None:  # type: ignore[no-untyped-def]
    speak("en")
    said_in_english = {
        notation + code: reasons.explain(*refusal(fields, notation)) for fields, notation, code, _ in CASES
    }
    speak(lang)
    faults = []
    for fields, notation, code, _ in CASES:
        state, code, params = refusal(fields, notation)
        text = reasons.explain(state, code, params)
        board = state.board
        names = [
            texts.city_name(board, board.city_names.index(params[key]))
            for key in ("city", "end", "other", "left", "right")
            if params.get(key) in board.city_names
        ]
        if params.get("land") in board.land_names:
            names.append(texts.land_name(board, board.land_names.index(params["land"])))
        names += [
            texts.official_name(OFFICIALS[params[k]]) for k in ("aimed", "official_code") if params.get(k) in OFFICIALS
        ]
        missing = [name for name in names if name not in text]
        if "%" in text or text == said_in_english[notation + code] or missing:
            faults.append((code, notation, text, missing))
    assert faults == []
