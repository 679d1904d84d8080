"""Thurn and Taxis, the program's first game: `rules/` (the model, no Qt) and `ai/` (its computer players)."""
