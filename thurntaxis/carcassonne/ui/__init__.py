"""Carcassonne's table pieces drawn by program: the land tiles and their segments (`tilepaint`), the followers
(`pieces`)."""
