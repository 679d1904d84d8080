"""The program's window and what surrounds the games: settings, languages, saves, the new-game dialog, the replay
viewer's frame, statistics, the lessons' window side and the self-test. It knows the games only through the registry
(`thurntaxis.games`), which imports a game's table when that game is chosen."""
