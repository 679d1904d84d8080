"""Computer players. Imports only the rules model, never Qt."""
