"""Network play: a host holds a game's room (`room`) and talks to the players' machines in the messages of
`protocol`; `server` and `client` carry them over TCP for `thurntaxis serve` and `thurntaxis join`.

Only the room decides: it alone knows the whole position and the seed, checks every move, and sends each seat
only what that seat may know. Nothing here imports Qt or a game's modules: games come from the registry.
"""
