"""Network play in the window: hosting a game (the QtNetwork transport around `thurntaxis.net`'s room), the host
and join dialogs, and the hosted game at the host's table. Knows the games only through the registry."""
