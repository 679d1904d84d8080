"""Carcassonne (base game), the program's second game: `rules/` holds its model (pure Python, no Qt)."""
