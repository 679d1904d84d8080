"""What both games' tables use: the theme's basics and fonts, the seats, mouse interactions (drag and click), the
zooming view, and the guided games' balloons and runner. Imports no game."""
